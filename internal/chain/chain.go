// Package chain is what the service knows of a chain it talks to, below the domain packages and
// beside simulate: the decoder that names every custom error of the platform's contracts, and
// the unit of each of their integer arguments.
package chain

import (
	"sync"

	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/simulate"
)

var decoder = sync.OnceValue(func() *simulate.ErrorDecoder {
	return simulate.NewErrorDecoder(platform.ABIs()...).WithArgFormatter(FormatErrorArg)
})

// ErrorDecoder names the custom errors of every platform contract (and Error / Panic), and
// writes each integer argument whose unit is known in that unit (ErrorArgUnits) beside the raw
// integer; its messages read in those units.
func ErrorDecoder() *simulate.ErrorDecoder { return decoder() }

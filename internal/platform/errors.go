// The platform's custom errors as the service reads them: one decoder that names every custom
// error of the platform's contracts, and writes each integer argument in its unit (units.go).

package platform

import (
	"sync"

	"github.com/tradeprep/tradeprep/simulate"
)

var decoder = sync.OnceValue(func() *simulate.ErrorDecoder {
	return simulate.NewErrorDecoder(ABIs()...).WithArgFormatter(FormatErrorArg)
})

// ErrorDecoder names the custom errors of every platform contract (and Error / Panic), and
// writes each integer argument whose unit is known in that unit (ErrorArgUnits) beside the raw
// integer; its messages read in those units.
func ErrorDecoder() *simulate.ErrorDecoder { return decoder() }

// Package chain is what the service knows of a chain it talks to, below the domain packages and
// beside simulate: the decoder that names every custom error of the platform's contracts.
package chain

import (
	"sync"

	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/simulate"
)

var decoder = sync.OnceValue(func() *simulate.ErrorDecoder { return simulate.NewErrorDecoder(platform.ABIs()...) })

// ErrorDecoder names the custom errors of every platform contract (and Error / Panic).
func ErrorDecoder() *simulate.ErrorDecoder { return decoder() }

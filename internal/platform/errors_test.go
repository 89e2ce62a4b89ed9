package platform

import (
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/stretchr/testify/require"
)

func TestErrorDecoderKnowsEveryContractError(t *testing.T) {
	d := ErrorDecoder()
	for _, parsed := range ABIs() {
		for name, e := range parsed.Errors {
			data := append([]byte{}, e.ID[:4]...)
			// zero-filled arguments decode for every static type; skip dynamic ones here
			static := true
			for _, in := range e.Inputs {
				if in.Type.T == abi.StringTy || in.Type.T == abi.BytesTy {
					static = false
				}
			}
			if !static {
				continue
			}
			data = append(data, make([]byte, 32*len(e.Inputs))...)
			r := d.Decode(data)
			require.Equal(t, name, r.Name, "selector %x", e.ID[:4])
		}
	}
}

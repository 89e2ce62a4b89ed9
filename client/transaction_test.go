package client_test

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
)

func TestTransactionUnsigned(t *testing.T) {
	prepared := client.Transaction{
		ChainID:              900161,
		From:                 "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
		To:                   "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
		Data:                 "0xdeadbeef",
		Value:                "250000000000000",
		Gas:                  "412345",
		MaxFeePerGas:         "2000000007",
		MaxPriorityFeePerGas: "1000000000",
		Type:                 client.TransactionTypeN0X2,
	}
	tx, err := prepared.Unsigned(7)
	require.NoError(t, err)
	require.Equal(t, uint8(2), tx.Type())
	require.Equal(t, big.NewInt(900161), tx.ChainId())
	require.Equal(t, uint64(7), tx.Nonce())
	require.Equal(t, common.HexToAddress(prepared.To), *tx.To())
	require.Equal(t, []byte{0xde, 0xad, 0xbe, 0xef}, tx.Data())
	require.Equal(t, big.NewInt(250000000000000), tx.Value())
	require.Equal(t, uint64(412345), tx.Gas())
	require.Equal(t, big.NewInt(2000000007), tx.GasFeeCap())
	require.Equal(t, big.NewInt(1000000000), tx.GasTipCap())

	empty := prepared
	empty.Data, empty.Value = "0x", "0"
	tx, err = empty.Unsigned(0)
	require.NoError(t, err)
	require.Empty(t, tx.Data())
	require.Zero(t, tx.Value().Sign())

	for name, broken := range map[string]func(*client.Transaction){
		"legacy type":      func(p *client.Transaction) { p.Type = "0x0" },
		"no chain":         func(p *client.Transaction) { p.ChainID = 0 },
		"short to":         func(p *client.Transaction) { p.To = "0x1234" },
		"to without 0x":    func(p *client.Transaction) { p.To = "fB6916095ca1df60bB79Ce92cE3Ea74c37c5d359" },
		"odd data":         func(p *client.Transaction) { p.Data = "0xabc" },
		"data without 0x":  func(p *client.Transaction) { p.Data = "deadbeef" },
		"negative value":   func(p *client.Transaction) { p.Value = "-1" },
		"decimal value":    func(p *client.Transaction) { p.Value = "1.5" },
		"hex gas":          func(p *client.Transaction) { p.Gas = "0x10" },
		"empty fee cap":    func(p *client.Transaction) { p.MaxFeePerGas = "" },
		"gas above uint64": func(p *client.Transaction) { p.Gas = "18446744073709551616" },
		"tip above 2^256": func(p *client.Transaction) {
			p.MaxPriorityFeePerGas = "115792089237316195423570985008687907853269984665640564039457584007913129639936"
		},
	} {
		p := prepared
		broken(&p)
		_, err := p.Unsigned(0)
		require.Error(t, err, name)
	}
}

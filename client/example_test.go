package client_test

import (
	"context"
	"crypto/ecdsa"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/tradeprep/tradeprep/client"
)

// A market long prepared by the service, signed with go-ethereum and sent: docs/clients.md's
// example, compiled here so that it keeps up with the generated names (not run: it needs
// tradeprep devnet on 127.0.0.1:8080 and its chain on 127.0.0.1:8545).
func ExampleClientWithResponses_NewPositionWithResponse() {
	ctx := context.Background()
	var key *ecdsa.PrivateKey // demo account 0's key, printed by tradeprep devnet
	eth, err := ethclient.Dial("http://127.0.0.1:8545")
	if err != nil {
		panic(err)
	}
	c, err := client.NewClientWithResponses("http://127.0.0.1:8080")
	if err != nil {
		panic(err)
	}
	ptr := func(s string) *string { return &s } // optional fields are pointers
	res, err := c.NewPositionWithResponse(ctx, client.NewPositionRequest{
		Pair: 1, IsLong: true, OrderType: client.NewPositionRequestOrderTypeMarket,
		Margin: ptr("100"), Size: ptr("1000"), MaxAcceptablePrice: ptr("50000"), SlippagePercent: ptr("100"),
		UserAddress: "0xD6ae7dC0a0e438ef2b40ecdF908c58A4A88C0022",
	})
	if err != nil {
		panic(err)
	}
	if res.JSON200 == nil { // JSON400, JSON422, ...: the one error body
		fmt.Println(res.StatusCode(), string(res.Body))
		return
	}
	nonce, err := eth.PendingNonceAt(ctx, common.HexToAddress(res.JSON200.Transaction.From))
	if err != nil {
		panic(err)
	}
	tx, err := res.JSON200.Transaction.Unsigned(nonce) // go-ethereum's EIP-1559 transaction
	if err != nil {
		panic(err)
	}
	signed, err := types.SignTx(tx, types.LatestSignerForChainID(tx.ChainId()), key)
	if err != nil {
		panic(err)
	}
	if err := eth.SendTransaction(ctx, signed); err != nil {
		panic(err)
	}
	// on the devnet, c.DevRunKeeperWithResponse fills it; c.PositionsWithResponse shows it
}

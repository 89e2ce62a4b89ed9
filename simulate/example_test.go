package simulate_test

import (
	"context"
	"fmt"
	"log"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tradeprep/tradeprep/internal/chain/devchain"
	"github.com/tradeprep/tradeprep/simulate"
)

// A transfer of 1 ETH simulated as two senders at the latest block, in one JSON-RPC batch each:
// one holds 10 ETH, the other nothing. Both calls run (the sender's balance is lent), and the
// report says which sender could not pay, from the balance read in the same batch. Any client
// with BatchCallContext serves: go-ethereum's rpc.Client here, on an in-process geth chain.
func ExampleSimulator_Run() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	rich := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	poor := common.HexToAddress("0x00000000000000000000000000000000000000bb")
	chain, err := devchain.Start(ctx, devchain.Config{ChainID: 1337, Alloc: map[common.Address]*big.Int{
		rich: new(big.Int).Mul(big.NewInt(10), big.NewInt(1e18)),
	}})
	if err != nil {
		log.Fatal(err)
	}
	defer chain.Close()

	sim, err := simulate.NewSimulator(chain.RPC(), simulate.NewErrorDecoder())
	if err != nil {
		log.Fatal(err)
	}
	for name, from := range map[string]common.Address{"rich": rich, "poor": poor} {
		call := simulate.Call{From: from, To: common.HexToAddress("0x00000000000000000000000000000000000000cc"), Value: big.NewInt(1e18)}
		r, err := sim.Run(ctx, simulate.Latest(), call, nil)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Printf("%s: success %v, gas %d, insufficient funds %v, simulated in block %d\n",
			name, r.Success, r.GasEstimate, r.InsufficientFunds, r.Context.Number)
	}
	// Unordered output:
	// rich: success true, gas 21000, insufficient funds false, simulated in block 1
	// poor: success true, gas 21000, insufficient funds true, simulated in block 1
}

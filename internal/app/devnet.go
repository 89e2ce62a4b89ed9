package app

import (
	"fmt"
	"io"
	"net"
	"strconv"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tradeprep/tradeprep/internal/actors/devnet"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
)

// baseURL is the URL a client on this machine reaches addr at: an unspecified host (":8080",
// "0.0.0.0:8080") is reached on 127.0.0.1.
func baseURL(addr net.Addr) string {
	tcp, ok := addr.(*net.TCPAddr)
	if !ok {
		return "http://" + addr.String()
	}
	host := tcp.IP.String()
	if tcp.IP == nil || tcp.IP.IsUnspecified() {
		host = "127.0.0.1"
	}
	return "http://" + net.JoinHostPort(host, strconv.Itoa(tcp.Port))
}

// printDevnetReady prints the devnet's chains, contracts, prices, accounts and controls, with
// curl commands at the address it serves on.
func printDevnetReady(w io.Writer, env *embedded.Env, prices []devnet.Price, manifestOut string, relayEvery time.Duration, addr net.Addr) {
	d, src := env.Manifest.Destination, env.Manifest.Sources[0]
	fmt.Fprintf(w, "\nDevnet ready: destination chain %d at %s, source chain %d at %s\n",
		d.ChainID, env.Dest.HTTPURL(), src.ChainID, env.Source.HTTPURL())
	if manifestOut != "" {
		fmt.Fprintf(w, "Manifest written to %s\n", manifestOut)
	}
	fmt.Fprintln(w, "Contracts (the same on every start):")
	fmt.Fprintf(w, "  Vault %s  Oracle %s  Settings %s\n  Reader %s  ReferralRegistry %s  DepositReceiver %s  %s %s\n",
		d.Vault.Hex(), d.Oracle.Hex(), d.Settings.Hex(), d.Reader.Hex(), d.ReferralRegistry.Hex(), d.DepositReceiver.Hex(), d.Stable.Symbol, d.Stable.Address.Hex())
	fmt.Fprintf(w, "  BatchExecutor (EIP-7702) %s\n", d.BatchExecutor.Hex())
	fmt.Fprintf(w, "  source DepositRouter %s", src.Router.Hex())
	for _, t := range src.Tokens {
		fmt.Fprintf(w, "  %s %s", t.Symbol, t.Address.Hex())
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Prices (fixed: they change only on POST /dev/prices):")
	for _, p := range prices {
		fmt.Fprintf(w, "  %2d %-9s %s\n", p.AssetID, p.Name, fixedpoint.Format(p.Price, platform.PriceDecimals))
	}
	fmt.Fprintln(w, "Accounts (the same on every start; 100 ETH on both chains, 100,000 USD margin, source-chain USDC/USDT/WETH); DEMO KEYS, never use them elsewhere:")
	for _, a := range env.Accounts {
		fmt.Fprintf(w, "  %s  key 0x%x\n", a.Address.Hex(), crypto.FromECDSA(a.Key))
	}
	fmt.Fprintf(w, "The keeper runs only on POST /dev/keeper; the relayer delivers deposits every %v.\n", relayEvery)
	base := baseURL(addr)
	fmt.Fprintf(w, `Dev controls (only on the devnet):
  curl -s -X POST %[1]s/dev/prices -H 'Content-Type: application/json' -d '{"prices":{"1":"50000","2":"2500.5"}}'
  curl -s -X POST %[1]s/dev/keeper
  curl -s -X POST %[1]s/dev/time -H 'Content-Type: application/json' -d '{"seconds":86400}'
  curl -s -X POST %[1]s/dev/fund -H 'Content-Type: application/json' -d '{"address":"%[2]s","eth":"10","usd":"50000"}'
API: %[1]s/docs
`, base, env.Accounts[0].Address.Hex())
}

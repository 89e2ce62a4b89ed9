// Command tradeprep serves the trade-preparation API. With no chain configured it starts an
// embedded platform (in-process geth chains with the contracts deployed, demo accounts, a
// keeper, a relayer and a moving price feed) and serves on it. `tradeprep devnet` starts the same
// platform, deterministic, with dev controls for integration tests (internal/devnet).
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/tradeprep/tradeprep/internal/app"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := app.Run(ctx, os.Args[1:], os.Getenv, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "tradeprep:", err)
		os.Exit(1)
	}
}

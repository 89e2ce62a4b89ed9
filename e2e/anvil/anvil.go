// Package anvil is a testcontainers-go module for Foundry's anvil: a local EVM node, fresh or
// forking another chain at a pinned block. Containers run with host networking and anvil
// listens on 127.0.0.1 on a free port, so test traffic never leaves loopback.
//
//	c, err := anvil.Run(ctx, anvil.Image(), anvil.WithChainID(31337), anvil.WithForkURL(url), anvil.WithForkBlockNumber(n))
//	testcontainers.CleanupContainer(t, c)
//	require.NoError(t, err)
//	client, _ := ethclient.Dial(c.RPCURL())
//
// Where no Docker daemon answers, Start runs the same anvil as a local process instead (saying
// so loudly), unless the environment forbids it (CI, or TRADEPREP_E2E_REQUIRE_DOCKER=1).
//
// The launcher itself lives in tradeprep's internal/anvilnode, which the service's own tools
// (replay, the benchmark) use too; this package is its public face, for integrators' tests.
package anvil

import (
	"context"
	"io"
	"time"

	"github.com/testcontainers/testcontainers-go"

	"github.com/tradeprep/tradeprep/internal/anvilnode"
)

// Images.
const (
	// DefaultImage is Foundry's official image; its entrypoint is overridden with anvil.
	DefaultImage = anvilnode.DefaultImage
	// LocalImage is what `make anvil-image` builds from the npm anvil binary.
	LocalImage = anvilnode.LocalImage
)

// Mnemonic of anvil's default dev accounts.
const Mnemonic = anvilnode.Mnemonic

// Image is the image to run: $ANVIL_IMAGE, else DefaultImage.
func Image() string { return anvilnode.Image() }

// Option configures anvil. It is a testcontainers.ContainerCustomizer so that it mixes with
// testcontainers' own options in Run.
type Option = anvilnode.Option

// Container is a running anvil, in a container or, as a fallback, a local process: RPCURL,
// IsProcess, Pid, Close, and testcontainers.Container's methods for a container.
type Container = anvilnode.Container

// Customizers turns Options into the arguments of Run, RunProcess and Start.
func Customizers(opts ...Option) []testcontainers.ContainerCustomizer {
	return anvilnode.Customizers(opts...)
}

// WithChainID sets the chain id (default 31337; a fork keeps the forked chain's unless set).
func WithChainID(id uint64) Option { return anvilnode.WithChainID(id) }

// WithForkURL forks the chain at url.
func WithForkURL(url string) Option { return anvilnode.WithForkURL(url) }

// WithForkBlockNumber pins the fork to a block.
func WithForkBlockNumber(n uint64) Option { return anvilnode.WithForkBlockNumber(n) }

// WithBlockTime mines a block every d instead of one per transaction.
func WithBlockTime(d time.Duration) Option { return anvilnode.WithBlockTime(d) }

// WithAccounts sets how many dev accounts anvil funds (default 10).
func WithAccounts(n int) Option { return anvilnode.WithAccounts(n) }

// WithBalance sets each dev account's balance in ETH (default 10000).
func WithBalance(eth uint64) Option { return anvilnode.WithBalance(eth) }

// WithPort makes anvil listen on 127.0.0.1:port instead of a free port.
func WithPort(port int) Option { return anvilnode.WithPort(port) }

// WithGasLimit sets the block gas limit.
func WithGasLimit(gas uint64) Option { return anvilnode.WithGasLimit(gas) }

// WithArgs appends raw anvil arguments.
func WithArgs(args ...string) Option { return anvilnode.WithArgs(args...) }

// Run starts anvil in a container of img with host networking, listening on 127.0.0.1. Module
// defaults come first, the caller's testcontainers options after them. As testcontainers
// modules do, it returns the container even with an error, for cleanup.
func Run(ctx context.Context, img string, opts ...testcontainers.ContainerCustomizer) (*Container, error) {
	return anvilnode.Run(ctx, img, opts...)
}

// RunProcess starts anvil as a local process (binary from $ANVIL_BIN, the repository's npm
// toolchain, or PATH).
func RunProcess(ctx context.Context, opts ...testcontainers.ContainerCustomizer) (*Container, error) {
	return anvilnode.RunProcess(ctx, opts...)
}

// Start runs anvil in a container when a Docker daemon answers; otherwise, unless
// DockerRequired, as a local process, writing a loud warning to warn.
func Start(ctx context.Context, warn io.Writer, opts ...testcontainers.ContainerCustomizer) (*Container, error) {
	return anvilnode.Launch(ctx, warn, opts...)
}

// Binary finds a local anvil: $ANVIL_BIN, the npm toolchain's in node_modules beside the
// running binary or above the working directory, or PATH (anvilnode.Locate).
func Binary() (string, error) { return anvilnode.Binary() }

// DockerRequired reports whether the fallback to a local process is forbidden: in CI
// (CI=true) and when TRADEPREP_E2E_REQUIRE_DOCKER=1.
func DockerRequired() bool { return anvilnode.DockerRequired() }

// DockerAvailable reports whether a Docker daemon answers.
func DockerAvailable(ctx context.Context) bool { return anvilnode.DockerAvailable(ctx) }

package replay

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/tradeprep/tradeprep/anvil"
)

// ErrNoAnvil is the error of a replay that could start anvil neither way; its message says how
// to get each.
var ErrNoAnvil = errors.New("replay: cannot start anvil")

// startFork runs anvil forking url at block, as anvil.Launch{ProcessFirst: true, NoPull: true}
// does, and says plainly on warn (which may be nil) which anvil it runs. It needs nothing
// installed by hand and never reaches for a registry:
//
//  1. a local anvil binary as a local process, as anvil.Locate finds it: $ANVIL_BIN, the
//     project's pinned anvil in node_modules beside the running binary or above the working
//     directory (`make toolchain`), or anvil on PATH; announced with its path, its version and
//     where it was found;
//  2. otherwise, unless localOnly, anvil in a container of the locally built image
//     (anvil.ResolveImage: $ANVIL_IMAGE, else the one `make anvil-image` builds; a missing image
//     is an error naming `make anvil-image`, not a pull); announced with the image and why no
//     local anvil ran. testcontainers' reaper must be off (TESTCONTAINERS_RYUK_DISABLED=true,
//     which `tradeprep replay` sets for its process when unset): this package changes no
//     environment.
//
// When neither can start, the error (ErrNoAnvil) names the remedy of each.
func startFork(ctx context.Context, localOnly bool, warn io.Writer, url string, block uint64, extra ...anvil.Option) (*anvil.Container, error) {
	opts := anvil.Customizers(append([]anvil.Option{anvil.WithForkURL(url), anvil.WithForkBlockNumber(block)}, extra...)...)
	launch := anvil.Launch{ProcessFirst: true, ProcessOnly: localOnly, NoPull: true, Warn: warn, Name: "replay"}
	c, err := launch.Start(ctx, opts...)
	var noLocal *anvil.NoLocalError
	if err == nil || !errors.As(err, &noLocal) {
		return c, err
	}
	toolchain := "`make toolchain` installs the project's pinned anvil in node_modules (or set ANVIL_BIN)"
	if localOnly {
		return nil, fmt.Errorf("%w: %v: %s", ErrNoAnvil, err, toolchain)
	}
	return nil, fmt.Errorf("%w: %v: %s, and `make anvil-image` builds the image (a replay never pulls from a registry; start Docker first)",
		ErrNoAnvil, err, toolchain)
}

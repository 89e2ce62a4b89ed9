package replay

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/tradeprep/tradeprep/anvil"
)

// ErrNoAnvil is the error of a replay that could start anvil neither way; its message says how
// to get each.
var ErrNoAnvil = errors.New("replay: cannot start anvil")

// forkImage is the image a replay runs anvil from when there is no local binary: $ANVIL_IMAGE,
// else the one `make anvil-image` builds (the e2e suite's). It is never pulled.
func forkImage() string {
	if img := os.Getenv("ANVIL_IMAGE"); img != "" {
		return img
	}
	return anvil.LocalImage
}

// startFork runs anvil forking url at block, and says plainly on warn (which may be nil) which
// anvil it runs. It needs nothing installed by hand and never reaches for a registry:
//
//  1. a local anvil binary as a local process, as anvil.Locate finds it: $ANVIL_BIN, the
//     project's pinned anvil in node_modules beside the running binary or above the working
//     directory (`make toolchain`), or anvil on PATH; announced with its path, its version and
//     where it was found;
//  2. otherwise, unless localOnly, anvil in a container of the locally built image (forkImage;
//     a missing image is an error naming `make anvil-image`, not a pull), with testcontainers'
//     reaper off unless TESTCONTAINERS_RYUK_DISABLED says otherwise; announced with the image
//     and why no local anvil ran.
//
// When neither can start, the error (ErrNoAnvil) names the remedy of each.
func startFork(ctx context.Context, localOnly bool, warn io.Writer, url string, block uint64, extra ...anvil.Option) (*anvil.Container, error) {
	opts := anvil.Customizers(append([]anvil.Option{anvil.WithForkURL(url), anvil.WithForkBlockNumber(block)}, extra...)...)
	say := func(format string, args ...any) {
		if warn != nil {
			fmt.Fprintf(warn, format+"\n", args...)
		}
	}
	found, err := anvil.LocalAnvil()
	var why string // why no local anvil runs
	if err == nil {
		c, runErr := anvil.RunProcess(ctx, opts...)
		if runErr == nil {
			version, verr := anvil.Version(ctx, found.Path)
			if verr != nil {
				version = "unknown (" + verr.Error() + ")"
			}
			say("replay: anvil is the local binary %s, version %s, from %s; a local process listening on %s",
				found.Path, version, found.Where, c.RPCURL())
			return c, nil
		}
		why = fmt.Sprintf("the local anvil %s (from %s) did not start: %v", found.Path, found.Where, runErr)
		err = fmt.Errorf("%s", why)
	} else {
		why = fmt.Sprintf("no local anvil was found (%v)", err)
		err = fmt.Errorf("no local anvil binary (%v): `make toolchain` installs the project's pinned anvil in node_modules (or set ANVIL_BIN)", err)
	}
	if localOnly {
		return nil, fmt.Errorf("%w: %v", ErrNoAnvil, err)
	}
	if os.Getenv("TESTCONTAINERS_RYUK_DISABLED") == "" {
		// the reaper's image would be pulled from a registry; the fork is terminated by its caller
		_ = os.Setenv("TESTCONTAINERS_RYUK_DISABLED", "true")
	}
	img := forkImage()
	if !anvil.DockerAvailable(ctx) {
		return nil, fmt.Errorf("%w: %v; and no Docker daemon answers for a container of %s (start Docker and build the image with `make anvil-image`)",
			ErrNoAnvil, err, img)
	}
	present, inspectErr := anvil.ImagePresent(ctx, img)
	switch {
	case inspectErr != nil:
		return nil, fmt.Errorf("%w: %v; and Docker could not say whether image %s is here: %v", ErrNoAnvil, err, img, inspectErr)
	case !present:
		return nil, fmt.Errorf("%w: %v; and image %s is not built here: `make anvil-image` builds it (a replay never pulls from a registry)",
			ErrNoAnvil, err, img)
	}
	say("replay: anvil runs in a container of the local image %s because %s", img, why)
	c, runErr := anvil.Run(ctx, img, opts...)
	if runErr != nil {
		return c, runErr
	}
	say("replay: the anvil container listens on %s", c.RPCURL())
	return c, nil
}

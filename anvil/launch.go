package anvil

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/testcontainers/testcontainers-go"
)

// ImageEnv is the environment variable that names the image a container runs.
const ImageEnv = "ANVIL_IMAGE"

// ResolveImage is the image a container of anvil runs: $ANVIL_IMAGE when set; else LocalImage
// when the local Docker daemon holds it (`make anvil-image`); else DefaultImage, Foundry's, which
// testcontainers pulls. With pull false nothing may be pulled: the image must be in the local
// daemon's store, and an error names it (and $ANVIL_IMAGE when it came from there).
func ResolveImage(ctx context.Context, pull bool) (string, error) {
	if img := os.Getenv(ImageEnv); img != "" {
		if pull {
			return img, nil
		}
		present, err := ImagePresent(ctx, img)
		if err != nil {
			return "", fmt.Errorf("anvil image %s ($%s): %w", img, ImageEnv, err)
		}
		if !present {
			return "", fmt.Errorf("%w: %s ($%s)", ErrImageMissing, img, ImageEnv)
		}
		return img, nil
	}
	present, err := ImagePresent(ctx, LocalImage)
	if err != nil {
		return "", fmt.Errorf("anvil image %s: %w", LocalImage, err)
	}
	switch {
	case present:
		return LocalImage, nil
	case pull:
		return DefaultImage, nil
	}
	return "", fmt.Errorf("%w: %s (and $%s is not set)", ErrImageMissing, LocalImage, ImageEnv)
}

// ErrImageMissing is ResolveImage's error when the image is not in the local daemon's store
// and nothing may be pulled.
var ErrImageMissing = errors.New("the anvil image is not in the local Docker daemon's store, and nothing is pulled")

// ErrReaperOn is Launch's error when nothing may be pulled but testcontainers' reaper is on:
// its image comes from a registry.
var ErrReaperOn = errors.New("testcontainers' reaper is on and its image would be pulled: set TESTCONTAINERS_RYUK_DISABLED=true (or ryuk.disabled=true in ~/.testcontainers.properties) before the first Docker call; this package changes no environment")

// Launch is the one way tradeprep's callers and an integrator's tests start anvil: which
// comes first (a container or a local process), whether an image may be pulled, and where the
// anvil that runs is announced.
type Launch struct {
	// ProcessFirst runs the local binary Locate finds first, and a container only when none
	// starts (a replay's choice: nothing to build).
	ProcessFirst bool
	// ProcessOnly never runs a container.
	ProcessOnly bool
	// NoPull: the image must be in the local Docker daemon's store (ResolveImage with pull
	// false) and testcontainers' reaper must be off (ErrReaperOn); a test or a tool that must
	// never reach a registry sets it.
	NoPull bool
	// Warn gets a line saying which anvil runs when it is not the first choice (the
	// FallbackWarning of a local process in place of a container; the image and the reason for
	// a container in place of a local binary), and, with Name, the anvil that runs; nil: none.
	Warn io.Writer
	// Name prefixes the announcements ("replay" gives "replay: anvil is the local binary ...");
	// "" announces only the fallback.
	Name string
}

// Start runs anvil with opts as l says. With ProcessFirst or ProcessOnly it runs a local
// process and, when none starts, a container (unless ProcessOnly); otherwise a container when a
// Docker daemon answers (and, with NoPull, the image is here), else a local process unless
// DockerRequired (CI=true), writing FallbackWarning to Warn. As Run does, it may return the
// container with an error, for cleanup.
func (l Launch) Start(ctx context.Context, opts ...testcontainers.ContainerCustomizer) (*Container, error) {
	if l.ProcessFirst || l.ProcessOnly {
		return l.processFirst(ctx, opts)
	}
	if DockerAvailable(ctx) {
		img, err := l.image(ctx)
		if err == nil {
			return Run(ctx, img, opts...)
		}
		if DockerRequired() || !errors.Is(err, ErrImageMissing) {
			return nil, err
		}
	} else if DockerRequired() {
		return nil, ErrDockerRequired
	}
	if l.Warn != nil {
		fmt.Fprintln(l.Warn, FallbackWarning)
	}
	return RunProcess(ctx, opts...)
}

// image is the image l runs, checked against the reaper when nothing may be pulled.
func (l Launch) image(ctx context.Context) (string, error) {
	img, err := ResolveImage(ctx, !l.NoPull)
	if err != nil {
		return "", err
	}
	if l.NoPull && !testcontainers.ReadConfig().RyukDisabled {
		return "", ErrReaperOn
	}
	return img, nil
}

// say writes an announcement of l's, when it has a Name and a Warn.
func (l Launch) say(format string, args ...any) {
	if l.Warn != nil && l.Name != "" {
		fmt.Fprintf(l.Warn, l.Name+": "+format+"\n", args...)
	}
}

// processFirst is Start for ProcessFirst and ProcessOnly.
func (l Launch) processFirst(ctx context.Context, opts []testcontainers.ContainerCustomizer) (*Container, error) {
	found, err := Locate()
	var why string // why no local anvil runs
	if err == nil {
		c, runErr := RunProcess(ctx, opts...)
		if runErr == nil {
			version, verr := Version(ctx, found.Path)
			if verr != nil {
				version = "unknown (" + verr.Error() + ")"
			}
			l.say("anvil is the local binary %s, version %s, from %s; a local process listening on %s", found.Path, version, found.Where, c.RPCURL())
			return c, nil
		}
		why = fmt.Sprintf("the local anvil %s (from %s) did not start: %v", found.Path, found.Where, runErr)
	} else {
		why = fmt.Sprintf("no local anvil was found (%v)", err)
	}
	noLocal := &NoLocalError{Why: why}
	if l.ProcessOnly {
		return nil, noLocal
	}
	if !DockerAvailable(ctx) {
		return nil, fmt.Errorf("%w; and no Docker daemon answers for a container", noLocal)
	}
	img, err := l.image(ctx)
	if err != nil {
		return nil, fmt.Errorf("%w; and %w", noLocal, err)
	}
	l.say("anvil runs in a container of the local image %s because %s", img, why)
	c, err := Run(ctx, img, opts...)
	if err != nil {
		return c, err
	}
	l.say("the anvil container listens on %s", c.RPCURL())
	return c, nil
}

// NoLocalError is Launch's error (alone, or wrapped with why no container ran either) when
// no local anvil process started.
type NoLocalError struct{ Why string }

func (e *NoLocalError) Error() string { return e.Why }

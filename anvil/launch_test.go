package anvil

import (
	"bytes"
	"context"
	"errors"
	"os"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestResolveImage: $ANVIL_IMAGE wins; without it the local build when the daemon holds it,
// else Foundry's image, which only a caller that may pull gets; an image that must not be
// pulled and is not here is an error naming it and where it came from.
func TestResolveImage(t *testing.T) {
	ctx := testCtx(t)
	t.Setenv(ImageEnv, "tradeprep/anvil:never-built")
	img, err := ResolveImage(ctx, true)
	require.NoError(t, err)
	require.Equal(t, "tradeprep/anvil:never-built", img)
	if !DockerAvailable(ctx) {
		require.False(t, DockerRequired(), "no Docker daemon and Docker is required")
		t.Skip("no Docker daemon: the rest asks it which images it holds")
	}
	_, err = ResolveImage(ctx, false)
	require.ErrorIs(t, err, ErrImageMissing)
	require.ErrorContains(t, err, "tradeprep/anvil:never-built ($ANVIL_IMAGE)")

	t.Setenv(ImageEnv, "")
	local, err := ImagePresent(ctx, LocalImage)
	require.NoError(t, err)
	img, err = ResolveImage(ctx, true)
	require.NoError(t, err)
	noPull, noPullErr := ResolveImage(ctx, false)
	if local {
		require.Equal(t, LocalImage, img)
		require.NoError(t, noPullErr)
		require.Equal(t, LocalImage, noPull)
	} else {
		require.Equal(t, DefaultImage, img)
		require.ErrorIs(t, noPullErr, ErrImageMissing)
	}
}

// TestLaunchNoPull: an image that is not here is never pulled: outside CI the launch falls back
// to a local process, loudly; under CI=true it is an error naming the image.
func TestLaunchNoPull(t *testing.T) {
	ctx := testCtx(t)
	if !DockerAvailable(ctx) {
		require.False(t, DockerRequired(), "no Docker daemon and Docker is required")
		t.Skip("no Docker daemon: TestLaunchFallsBackToProcess covers the fallback")
	}
	t.Setenv(ImageEnv, "tradeprep/anvil:never-built")
	t.Setenv("CI", "true")
	var warn bytes.Buffer
	c, err := Launch{NoPull: true, Warn: &warn}.Start(ctx, Customizers(WithChainID(4715))...)
	require.Nil(t, c)
	require.ErrorIs(t, err, ErrImageMissing)
	require.ErrorContains(t, err, "tradeprep/anvil:never-built")
	require.Empty(t, warn.String())

	t.Setenv("CI", "")
	t.Setenv("TRADEPREP_E2E_REQUIRE_DOCKER", "")
	c, err = Launch{NoPull: true, Warn: &warn}.Start(ctx, Customizers(WithChainID(4715))...)
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close(context.Background()) })
	require.True(t, c.IsProcess())
	require.Contains(t, warn.String(), FallbackWarning)
}

// TestLaunchProcessFirst: a process-first launch runs the local binary and announces it under
// its name; with no local binary, ProcessOnly is an error saying why, with nothing announced.
func TestLaunchProcessFirst(t *testing.T) {
	ctx := testCtx(t)
	if os.Getenv("CI") == "true" {
		t.Skip("CI runs anvil in containers only")
	}
	var warn bytes.Buffer
	c, err := Launch{ProcessFirst: true, NoPull: true, Warn: &warn, Name: "it"}.Start(ctx, Customizers(WithChainID(4716))...)
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close(context.Background()) })
	require.True(t, c.IsProcess())
	require.Contains(t, warn.String(), "it: anvil is the local binary ")

	t.Setenv("ANVIL_BIN", "/nonexistent/anvil")
	warn.Reset()
	c, err = Launch{ProcessOnly: true, Warn: &warn, Name: "it"}.Start(ctx, Customizers(WithChainID(4716))...)
	require.Nil(t, c)
	var noLocal *NoLocalError
	require.True(t, errors.As(err, &noLocal), "%v", err)
	require.ErrorContains(t, err, "/nonexistent/anvil")
	require.Empty(t, warn.String())
}

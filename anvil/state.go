package anvil

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/api/types/mount"
	"github.com/testcontainers/testcontainers-go"
)

// A state fixture is a chain saved once and loaded in a second: anvil's own state file (what
// anvil_dumpState returns, gunzipped; what `anvil --dump-state` writes), loaded with
// `anvil --load-state`. anvil 1.7.1 loads from it the accounts (code, storage, balances,
// nonces), every block and every transaction with its receipt and logs, the head's number and
// hash, and (DumpState keeps them) the states at the earlier blocks, so that eth_getLogs from
// block 0, a receipt of a deployment and a call at an old block answer as on the chain that was
// saved. The blocks keep their timestamps; the blocks mined after the load take the wall
// clock's, so anything that goes stale with time (an oracle's prices) is as old as the file.

// WithState starts anvil from the state file (DumpState, or `anvil --dump-state`): `anvil
// --load-state file`. A container mounts the file read-only. The file must exist, be readable
// and hold an anvil state (a JSON object with its "accounts"); Run, RunProcess and Launch.Start check
// it before anvil starts and name it in their error.
func WithState(file string) Option { return func(s *settings) { s.state = file } }

// containerState is where a container sees the state file of WithState.
const containerState = "/tradeprep/state.json"

// checkState makes s.state absolute and checks that it is an anvil state file.
func (s *settings) checkState() error {
	if s.state == "" {
		return nil
	}
	abs, err := filepath.Abs(s.state)
	if err != nil {
		return fmt.Errorf("anvil state file %s: %w", s.state, err)
	}
	s.state = abs
	return CheckStateFile(abs)
}

// CheckStateFile reports whether file is an anvil state file WithState can load: it exists, is
// a regular file that can be read, and holds a JSON object with "accounts". The error names the
// file.
func CheckStateFile(file string) error {
	st, err := os.Stat(file)
	if err != nil {
		return fmt.Errorf("anvil state file: %w", err)
	}
	if !st.Mode().IsRegular() {
		return fmt.Errorf("anvil state file %s is not a regular file", file)
	}
	f, err := os.Open(file)
	if err != nil {
		return fmt.Errorf("anvil state file: %w", err)
	}
	defer f.Close()
	var top map[string]json.RawMessage
	if err := json.NewDecoder(f).Decode(&top); err != nil {
		return fmt.Errorf("anvil state file %s: not an anvil state (JSON): %w", file, err)
	}
	if _, ok := top["accounts"]; !ok {
		return fmt.Errorf("anvil state file %s: not an anvil state (no \"accounts\")", file)
	}
	return nil
}

// stateArgs are anvil's arguments for WithState, with the path anvil sees (a container's
// differs from the host's).
func (s *settings) stateArgs(inContainer bool) []string {
	if s.state == "" {
		return nil
	}
	if inContainer {
		return []string{"--load-state", containerState}
	}
	return []string{"--load-state", s.state}
}

// stateMount mounts WithState's file read-only where the container's anvil reads it.
func (s *settings) stateMount() testcontainers.ContainerCustomizer {
	return testcontainers.WithHostConfigModifier(func(hc *container.HostConfig) {
		hc.Mounts = append(hc.Mounts, mount.Mount{Type: mount.TypeBind, Source: s.state, Target: containerState, ReadOnly: true})
	})
}

// DumpState saves the state of the anvil at rpcURL into file, for WithState: anvil_dumpState
// with the states at earlier blocks kept, gunzipped. The file is written beside itself and
// renamed into place, so that a reader never sees half of it; its directory must exist.
func DumpState(ctx context.Context, rpcURL, file string) error {
	c, err := rpc.DialContext(ctx, rpcURL)
	if err != nil {
		return fmt.Errorf("dump anvil state: %w", err)
	}
	defer c.Close()
	var packed hexutil.Bytes
	if err := c.CallContext(ctx, &packed, "anvil_dumpState", true); err != nil {
		return fmt.Errorf("dump anvil state: anvil_dumpState: %w", err)
	}
	text, err := gunzipped(packed)
	if err != nil {
		return fmt.Errorf("dump anvil state: %w", err)
	}
	return writeAtomic(file, text)
}

// DumpState is the package's DumpState on this anvil.
func (c *Container) DumpState(ctx context.Context, file string) error {
	return DumpState(ctx, c.rpcURL, file)
}

// gunzipped is b uncompressed when it is gzip (anvil_dumpState's answer), else b.
func gunzipped(b []byte) ([]byte, error) {
	if !bytes.HasPrefix(b, []byte{0x1f, 0x8b}) {
		return b, nil
	}
	r, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(r)
}

// writeAtomic writes data to a temporary file beside file and renames it to file.
func writeAtomic(file string, data []byte) (err error) {
	tmp, err := os.CreateTemp(filepath.Dir(file), "."+filepath.Base(file)+".*")
	if err != nil {
		return fmt.Errorf("write %s: %w", file, err)
	}
	defer func() {
		if err != nil {
			_ = os.Remove(tmp.Name())
		}
	}()
	_, err = tmp.Write(data)
	err = errors.Join(err, tmp.Close())
	if err == nil {
		err = os.Chmod(tmp.Name(), 0o644)
	}
	if err == nil {
		err = os.Rename(tmp.Name(), file)
	}
	if err != nil {
		return fmt.Errorf("write %s: %w", file, err)
	}
	return nil
}

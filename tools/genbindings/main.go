// Command genbindings turns forge's artifacts into abigen v2 Go bindings, one package per
// contract under contracts/bindings. `make generate` runs it; `make check-generate` runs it
// into a temporary folder and fails when the committed bindings differ.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi/abigen"
)

// contracts lists what gets a binding: the artifact's source file and contract name.
var contracts = []struct{ source, name string }{
	{"Vault.sol", "Vault"},
	{"Oracle.sol", "Oracle"},
	{"Settings.sol", "Settings"},
	{"ReferralRegistry.sol", "ReferralRegistry"},
	{"DepositRouter.sol", "DepositRouter"},
	{"DepositReceiver.sol", "DepositReceiver"},
	{"Reader.sol", "Reader"},
	{"TestToken.sol", "TestToken"},
	{"TestToken.sol", "TestTetherToken"},
}

type artifact struct {
	ABI      json.RawMessage `json:"abi"`
	Bytecode struct {
		Object string `json:"object"`
	} `json:"bytecode"`
}

func main() {
	artifacts := flag.String("artifacts", "contracts/out", "forge output folder")
	out := flag.String("out", "contracts/bindings", "folder that receives one package per contract")
	flag.Parse()
	if err := run(*artifacts, *out); err != nil {
		fmt.Fprintln(os.Stderr, "genbindings:", err)
		os.Exit(1)
	}
}

func run(artifacts, out string) error {
	for _, c := range contracts {
		path := filepath.Join(artifacts, c.source, c.name+".json")
		raw, err := os.ReadFile(path)
		if err != nil {
			return fmt.Errorf("read artifact: %w", err)
		}
		var a artifact
		if err := json.Unmarshal(raw, &a); err != nil {
			return fmt.Errorf("decode %s: %w", path, err)
		}
		if len(a.ABI) == 0 || a.Bytecode.Object == "" {
			return fmt.Errorf("%s: missing abi or bytecode", path)
		}
		pkg := strings.ToLower(c.name)
		code, err := abigen.BindV2([]string{c.name}, []string{string(a.ABI)}, []string{a.Bytecode.Object}, pkg, nil, nil)
		if err != nil {
			return fmt.Errorf("bind %s: %w", c.name, err)
		}
		src, err := format.Source([]byte(code))
		if err != nil {
			return fmt.Errorf("format %s: %w", c.name, err)
		}
		dir := filepath.Join(out, pkg)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, pkg+".go"), src, 0o644); err != nil {
			return err
		}
	}
	return nil
}

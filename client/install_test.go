package client_test

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// docBlock is a fenced block of docs/clients.md whose info string names a scratch project:
// "```sh go-scratch" is commands to run in the project's directory, "```go go-scratch main.go"
// a file to save there.
type docBlock struct {
	lang, project, file, text string
	line                      int
}

var docBlockRE = regexp.MustCompile("(?ms)^```(\\w+) ((?:go|ts)-scratch)(?: (\\S+))?\\n(.*?)^```[ \\t]*$")

func docBlocks(t *testing.T, page string) map[string][]docBlock {
	t.Helper()
	text, err := os.ReadFile(page)
	require.NoError(t, err)
	out := map[string][]docBlock{}
	for _, m := range docBlockRE.FindAllSubmatchIndex(text, -1) {
		b := docBlock{lang: string(text[m[2]:m[3]]), project: string(text[m[4]:m[5]]), text: string(text[m[8]:m[9]]),
			line: 1 + bytes.Count(text[:m[0]], []byte("\n"))}
		if m[6] >= 0 {
			b.file = string(text[m[6]:m[7]])
		}
		out[b.project] = append(out[b.project], b)
	}
	return out
}

// The placeholders of docs/clients.md, replaced by the test's checkout and devnet: nothing else
// of the page is changed.
const (
	docCheckout = "/path/to/tradeprep"
	docAPI      = "http://127.0.0.1:8080"
	docChain    = "http://127.0.0.1:8545" // the devnet's destination chain
)

// TestClientsInstallAsDocumented does what docs/clients.md says, block by block: in an empty
// directory outside the repository (t.TempDir), for each of go-scratch and ts-scratch, it runs
// the commands of each "```sh <project>" block with bash -e and saves each "```<lang> <project>
// <file>" block as <file>, in the page's order, against a devnet started here; the commands run
// the programs, which must prepare an order: POST /api/newposition answered 200, with a
// transaction whose simulation succeeded; and in TypeScript, sign with viem the one-signature
// open (EIP-7702: approve, deposit, order), send it, and see the keeper fill it as predicted.
//
// Only the placeholders change: the checkout path (this repository), the devnet's address and
// its destination chain's.
// The network is loopback only: Go resolves modules from the local module cache (GOPROXY=off;
// GOSUMDB=off, the checksums being those of the cache, verified when it was filled) and npm
// installs from its cache (npm_config_offline). GOFLAGS is dropped, so go keeps its default
// -mod=readonly as in a user's shell: a step missing from the page (go get) fails here rather
// than being made up by -mod=mod. The TypeScript tarball is built by the page's own
// `make -C <checkout> ts-client-pack`, into the checkout's bin/ (gitignored); the TypeScript
// program is then type-checked against the declarations the tarball installed.
func TestClientsInstallAsDocumented(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and installs both clients in scratch projects against a devnet")
	}
	checkout, err := filepath.Abs("..")
	require.NoError(t, err)
	blocks := docBlocks(t, "../docs/clients.md")

	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	api, chain, stop := exampleDevnetChain(ctx)
	defer stop()
	require.False(t, strings.HasPrefix(api, docAPI+"/") || api == docAPI, "the devnet must not be on the page's own address")

	env := scratchEnv()
	for _, project := range []string{"go-scratch", "ts-scratch"} {
		t.Run(project, func(t *testing.T) {
			bs := blocks[project]
			var commands, files, checkoutUses, apiUses int
			for _, b := range bs {
				if b.file == "" {
					require.Equal(t, "sh", b.lang, "docs/clients.md:%d: a block without a file name is commands, ```sh", b.line)
					commands++
				} else {
					files++
				}
				checkoutUses += strings.Count(b.text, docCheckout)
				apiUses += strings.Count(b.text, docAPI)
			}
			require.NotZero(t, commands, "docs/clients.md: no ```sh %s block", project)
			require.NotZero(t, files, "docs/clients.md: no program (```<lang> %s <file>)", project)
			require.NotZero(t, checkoutUses, "docs/clients.md: the %s install never names the checkout %s", project, docCheckout)
			require.NotZero(t, apiUses, "docs/clients.md: the %s program never names the devnet at %s", project, docAPI)
			require.Equal(t, "sh", bs[len(bs)-1].lang, "docs/clients.md: the %s blocks end with the command that runs the program", project)

			dir := t.TempDir()
			if rel, err := filepath.Rel(checkout, dir); err == nil && !strings.HasPrefix(rel, "..") {
				t.Fatalf("the scratch directory %s is inside the repository (TMPDIR)", dir)
			}
			var out string
			for _, b := range bs {
				text := strings.NewReplacer(docCheckout, checkout, docAPI, api, docChain, chain).Replace(b.text)
				if b.file != "" {
					require.False(t, filepath.IsAbs(b.file) || strings.Contains(b.file, ".."), "docs/clients.md:%d: %s", b.line, b.file)
					require.NoError(t, os.WriteFile(filepath.Join(dir, b.file), []byte(text), 0o644))
					continue
				}
				cmd := exec.CommandContext(ctx, "bash", "-e", "-o", "pipefail", "-c", text)
				cmd.Dir, cmd.Env = dir, env
				started := time.Now()
				got, err := cmd.CombinedOutput()
				out += string(got)
				t.Logf("docs/clients.md:%d (%s):\n%s%s", b.line, time.Since(started).Round(time.Millisecond), text, got)
				require.NoError(t, err, "docs/clients.md:%d: the commands fail as written:\n%s\n%s", b.line, text, got)
			}
			// What the program printed: the prepared order and its transaction (the Vault on the
			// devnet's destination chain, at its fixed address).
			require.Regexp(t, `(?m)^newposition: 200, simulation success: true, outcome: filled$`, out)
			require.Regexp(t, `(?m)^transaction: to 0x1325D7141BC331c63d59A3fc59De6cEf3E76e0dc on chain 900161$`, out)

			if project == "ts-scratch" {
				// the one-signature open (EIP-7702) signed with viem, filled as predicted
				require.Regexp(t, `(?m)^eip7702: success, approve, depositSelf, order$`, out)
				require.Regexp(t, `(?m)^position open, collateral 100 as predicted: true$`, out)
				// What a consumer needs came with the tarball: the code, its types, openapi-fetch.
				for _, f := range []string{"src/index.js", "src/index.d.ts", "src/schema.d.ts", "node_modules/openapi-fetch/package.json"} {
					require.FileExists(t, filepath.Join(dir, "node_modules/@tradeprep/client", f))
				}
				// The program type-checks against the installed package's declarations (tsc of
				// client/ts, which the page's make ts-client-pack installed): a request body
				// or a field the document does not have is an error, as in a consumer's editor.
				args := []string{"--noEmit", "--allowJs", "--checkJs", "--strict", "--skipLibCheck", "--module", "nodenext",
					"--moduleResolution", "nodenext", "--target", "es2022", "--lib", "es2022,dom"}
				for _, b := range bs {
					if b.file != "" {
						args = append(args, b.file)
					}
				}
				cmd := exec.CommandContext(ctx, filepath.Join(checkout, "client/ts/node_modules/.bin/tsc"), args...)
				cmd.Dir, cmd.Env = dir, env
				got, err := cmd.CombinedOutput()
				require.NoError(t, err, "tsc over the page's program, against the installed @tradeprep/client:\n%s", got)
			}
		})
	}
}

// scratchEnv is the environment of the page's commands: the caller's, without what would
// change how go or make behave (GOFLAGS, a parent make's flags), offline.
func scratchEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		switch {
		case k == "GOFLAGS" || k == "GOWORK" || k == "MAKEFLAGS" || k == "MFLAGS" || k == "MAKELEVEL",
			strings.HasPrefix(k, "TRADEPREP_"), strings.HasPrefix(strings.ToLower(k), "npm_config_"):
			continue
		}
		env = append(env, kv)
	}
	return append(env, "GOPROXY=off", "GOSUMDB=off", "GOTOOLCHAIN=local", "GOWORK=off",
		"npm_config_offline=true", "npm_config_audit=false", "npm_config_fund=false", "npm_config_update_notifier=false")
}

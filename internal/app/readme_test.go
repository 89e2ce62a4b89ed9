package app

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
)

// readmeRequest is a JSON block of README.md or a page of docs/ whose info string names its
// endpoint ("```json POST /api/newposition").
type readmeRequest struct {
	method, path, body string
	file               string
	line               int
}

func (r readmeRequest) where() string { return fmt.Sprintf("%s:%d", r.file, r.line) }

var readmeBlock = regexp.MustCompile("(?ms)^```json (POST|GET) (/\\S+)\\n(.*?)^```")

// documentationFiles are README.md and every page of docs/, relative to the repository's root.
func documentationFiles(t *testing.T) []string {
	t.Helper()
	pages, err := filepath.Glob("../../docs/*.md")
	require.NoError(t, err)
	files := []string{"README.md"}
	for _, p := range pages {
		files = append(files, "docs/"+filepath.Base(p))
	}
	return files
}

// readmeRequests collects the request blocks of README.md and of every page of docs/, in order.
func readmeRequests(t *testing.T) []readmeRequest {
	t.Helper()
	var out []readmeRequest
	for _, file := range documentationFiles(t) {
		text, err := os.ReadFile("../../" + file)
		require.NoError(t, err)
		for _, m := range readmeBlock.FindAllSubmatchIndex(text, -1) {
			out = append(out, readmeRequest{method: string(text[m[2]:m[3]]), path: string(text[m[4]:m[5]]),
				body: string(text[m[6]:m[7]]), file: file, line: 1 + strings.Count(string(text[:m[0]]), "\n")})
		}
	}
	return out
}

// The request examples of the README and of docs/ (docs/api.md, "Requests, by order type") run
// as they are: on a devnet where demo account 0 holds margin, has an open position 1 (the first
// market order, sent and filled) and a pending order 2 (the first limit order, sent), every block
// that names its endpoint answers 200, and each prepared transaction's simulation succeeds. An
// example that drifts from the API fails here.
func TestReadmeExamplesRun(t *testing.T) {
	reqs := readmeRequests(t)
	count := map[string]int{}
	for _, r := range reqs {
		count[r.path]++
	}
	require.GreaterOrEqual(t, count["/api/newposition"], 4, "an example of each order type")
	require.GreaterOrEqual(t, count["/api/closeposition"], 3, "full, partial and TP/SL change")
	for _, p := range []string{"/api/cancelorder", "/api/crosschaindeposit", "/api/referrals"} {
		require.NotZero(t, count[p], "an example of %s", p)
	}

	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	s := launch(t, []string{"devnet", "--chain-listen", "127.0.0.1:0", "--source-chain-listen", "127.0.0.1:0", "--manifest-out", ""}, nil)
	defer func() { require.NoError(t, s.stop(t)) }()
	urls := regexp.MustCompile(`destination chain 900161 at (http://[0-9.:]+)`).FindStringSubmatch(s.out.String())
	require.NotNil(t, urls, s.out.String())
	dest, err := ethclient.DialContext(ctx, urls[1])
	require.NoError(t, err)
	defer dest.Close()
	key := embedded.DemoKey("account-0")

	post := func(r readmeRequest) (int, []byte) {
		t.Helper()
		res, err := http.Post(s.base+r.path, "application/json", strings.NewReader(r.body))
		require.NoError(t, err)
		defer res.Body.Close()
		body, err := io.ReadAll(res.Body)
		require.NoError(t, err)
		return res.StatusCode, body
	}
	var funded client.DevFundResponse
	ok(t, s.base+"/dev/fund", `{"address": "0xD6ae7dC0a0e438ef2b40ecdF908c58A4A88C0022", "usd": "10000"}`, &funded)

	// position 1: the first market order, sent and filled; position 2: the first limit order, sent
	send := func(orderType string) {
		t.Helper()
		for _, r := range reqs {
			if r.path == "/api/newposition" && strings.Contains(r.body, `"orderType": "`+orderType+`"`) {
				status, body := post(r)
				require.Equal(t, 200, status, "%s: %s", r.where(), body)
				var prep struct {
					Transaction client.Transaction `json:"transaction"`
				}
				require.NoError(t, json.Unmarshal(body, &prep))
				apitest.SignAndSend(t, ctx, dest, key, prep.Transaction)
				return
			}
		}
		t.Fatalf("no %s order in the README or docs/", orderType)
	}
	send("market")
	var round struct{ Filled []string }
	ok(t, s.base+"/dev/keeper", "", &round)
	require.Equal(t, []string{"1"}, round.Filled)
	send("limit")

	for _, r := range reqs {
		status, body := post(r)
		require.Equal(t, 200, status, "%s: %s %s\n%s\n-> %s", r.where(), r.method, r.path, r.body, body)
		var answer struct {
			Simulation *struct {
				Success bool `json:"success"`
			} `json:"simulation"`
			Error string `json:"error"`
		}
		require.NoError(t, json.Unmarshal(body, &answer), r.where())
		if answer.Simulation != nil {
			require.True(t, answer.Simulation.Success, "%s: the prepared transaction fails as returned: %s", r.where(), body)
		}
	}
}

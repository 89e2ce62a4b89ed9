package app

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/apitest"
	"github.com/tradeprep/tradeprep/internal/embedded"
)

// readmeRequest is a JSON block of README.md whose info string names its endpoint
// ("```json POST /api/newposition").
type readmeRequest struct {
	method, path, body string
	line               int
}

var readmeBlock = regexp.MustCompile("(?ms)^```json (POST|GET) (/\\S+)\\n(.*?)^```")

func readmeRequests(t *testing.T) []readmeRequest {
	t.Helper()
	text, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	var out []readmeRequest
	for _, m := range readmeBlock.FindAllSubmatchIndex(text, -1) {
		out = append(out, readmeRequest{method: string(text[m[2]:m[3]]), path: string(text[m[4]:m[5]]),
			body: string(text[m[6]:m[7]]), line: 1 + strings.Count(string(text[:m[0]]), "\n")})
	}
	return out
}

// The README's request examples run as they are: on a devnet where demo account 0 holds margin,
// has an open position 1 (the README's first market order, sent and filled) and a pending order
// 2 (its limit order, sent), every block that names its endpoint answers 200, and each prepared
// transaction's simulation succeeds. A README example that drifts from the API fails here.
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
				require.Equal(t, 200, status, "README line %d: %s", r.line, body)
				var prep struct {
					Transaction client.Transaction `json:"transaction"`
				}
				require.NoError(t, json.Unmarshal(body, &prep))
				apitest.SignAndSend(t, ctx, dest, key, prep.Transaction)
				return
			}
		}
		t.Fatalf("no %s order in the README", orderType)
	}
	send("market")
	var round struct{ Filled []string }
	ok(t, s.base+"/dev/keeper", "", &round)
	require.Equal(t, []string{"1"}, round.Filled)
	send("limit")

	for _, r := range reqs {
		status, body := post(r)
		require.Equal(t, 200, status, "README line %d: %s %s\n%s\n-> %s", r.line, r.method, r.path, r.body, body)
		var answer struct {
			Simulation *struct {
				Success bool `json:"success"`
			} `json:"simulation"`
			Error string `json:"error"`
		}
		require.NoError(t, json.Unmarshal(body, &answer), "README line %d", r.line)
		if answer.Simulation != nil {
			require.True(t, answer.Simulation.Success, "README line %d: the prepared transaction fails as returned: %s", r.line, body)
		}
	}
}

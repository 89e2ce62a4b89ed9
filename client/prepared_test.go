package client_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
)

func response(status int, body string) *http.Response {
	return &http.Response{StatusCode: status, Header: http.Header{"Content-Type": {"application/json"}}, Body: io.NopCloser(strings.NewReader(body))}
}

// Each trade answer gives its transaction, simulation, outcome and effects as one PreparedTrade;
// an answer with no outcome has a nil Outcome, and any other status no PreparedTrade.
func TestPreparedTradeOfEachAnswer(t *testing.T) {
	body := `{"transaction":{"to":"0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359","data":"0x01"},` +
		`"simulation":{"success":true,"context":{"blockNumber":8,"timestamp":1700000000}},` +
		`"outcome":{"status":"filled","priceExact":"97094.76"},` +
		`"effects":[{"account":"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed","asset":"margin","delta":"-100.8"}]}`
	parse := map[string]func(*http.Response) (interface{ Prepared() *client.PreparedTrade }, error){
		"newposition": func(r *http.Response) (interface{ Prepared() *client.PreparedTrade }, error) {
			return client.ParseNewPositionResult(r)
		},
		"closeposition": func(r *http.Response) (interface{ Prepared() *client.PreparedTrade }, error) {
			return client.ParseClosePositionResult(r)
		},
		"cancelorder": func(r *http.Response) (interface{ Prepared() *client.PreparedTrade }, error) {
			return client.ParseCancelOrderResult(r)
		},
	}
	for name, p := range parse {
		res, err := p(response(http.StatusOK, body))
		require.NoError(t, err, name)
		got := res.Prepared()
		require.NotNil(t, got, name)
		require.Equal(t, "0x01", got.Transaction.Data, name)
		require.True(t, got.Simulation.Success, name)
		require.Equal(t, 8, got.Simulation.Context.BlockNumber, name)
		require.Equal(t, client.OutcomeStatus("filled"), got.Outcome.Status, name)
		require.Equal(t, "97094.76", *got.Outcome.PriceExact, name)
		require.Len(t, got.Effects, 1, name)
		require.Equal(t, "-100.8", got.Effects[0].Delta, name)

		res, err = p(response(http.StatusOK, `{"transaction":{},"simulation":{}}`))
		require.NoError(t, err, name)
		require.Nil(t, res.Prepared().Outcome, name)

		res, err = p(response(http.StatusUnprocessableEntity, `{"code":"reverts","message":"the transaction would revert"}`))
		require.NoError(t, err, name)
		require.Nil(t, res.Prepared(), name)
	}
}

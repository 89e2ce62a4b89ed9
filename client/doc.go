// Package client is the typed Go client of tradeprep's HTTP API, generated from its OpenAPI
// document (internal/service/openapi/openapi.yaml, served at GET /openapi.json) by oapi-codegen.
//
// client.gen.go is generated: do not edit it. Regenerate with `make generate-go-client` (or
// `go generate ./client`); `make check-generate` fails when the committed file differs from a
// fresh generation. The generator's settings are in oapi-codegen.yaml, and overlay.yaml holds
// the few Go-only adjustments to the document (listed below).
//
// Use NewClientWithResponses: each operation of the document is a method named after its
// operationId (NewPositionWithResponse, MarketsWithResponse, ...) that returns the decoded
// answer for every status the document lists: JSON200 for success, JSON400, JSON404, JSON422
// ... for the one error body (Error: error, code, field, revert, requestId), next to Body and
// HTTPResponse.
//
//	c, err := client.NewClientWithResponses("http://127.0.0.1:8080")
//	res, err := c.MarketsWithResponse(ctx, &client.MarketsParams{})
//	if err == nil && res.JSON200 != nil {
//		fmt.Println(res.JSON200.Markets[0].Pair, res.JSON200.Markets[0].Price)
//	}
//
// Numbers are never float64. Decimal fields (prices, USD amounts, wei) are strings, exact as
// the service sends them; the document's JSON numbers (market rates, open interest, fees) are
// json.Number, which keeps the literal. Inputs the service accepts as a number or a decimal
// string (prices, amounts, basis points, position ids) are strings in Go; the pair is an int.
//
// Names: an operation's answer is <Operation>Result (NewPositionResult, with JSON200 of the
// schema type NewPositionResponse), since the document's schemas already use the Response
// suffix. GET /api/positions/{positionId} is PositionLifeWithResponse (operationId position
// in the document, renamed in overlay.yaml: its request builder NewPositionRequest would have
// collided with the schema). Transaction.Unsigned turns a prepared transaction into
// go-ethereum's, to sign. The results of newposition, closeposition and cancelorder each have
// Prepared (prepared.go): the transaction, simulation, outcome and effects of a 200 answer as
// one PreparedTrade, so that code reading any of the three answers is written once.
//
// Hand-written beside the generated code (events.go): StreamEvents follows GET /api/events as
// Server-Sent Events, which a generated method cannot (it reads the whole body). It hands each
// event, decoded into AccountEvent, to a handler exactly once and in order; when the service
// ends the stream (it drains) or the connection drops, it reconnects with Last-Event-ID after
// the service's retry or a backoff. It returns on ctx's end, the handler's error, a 4xx as a
// *StreamError (never retried: 400 for a bad or future id, 429 TOO_MANY_STREAMS), or an
// *EventGapError when ids skip; a repeated id is skipped. A replica holding as many streams as
// it may answers 503 BUSY, which is retried like any 5xx.
//
//	err := c.StreamEvents(ctx, address, 0, func(e client.AccountEvent) error {
//		fmt.Println(e.ID, e.Kind)
//		return nil
//	}, nil)
package client

//go:generate go tool oapi-codegen -config oapi-codegen.yaml -o client.gen.go ../internal/service/openapi/openapi.yaml

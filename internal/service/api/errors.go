package api

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/platform/problem"
)

// Stable machine codes of the error body: the API's, all here (but CodeClientOrderIDReused, in
// orders.go); the domain's own, which replace a kind's code for a refusal it names more exactly,
// are in internal/platform/problem's codes.go.
const (
	CodeInvalidRequest  = "INVALID_REQUEST"
	CodeUnknownField    = "UNKNOWN_FIELD"
	CodeDuplicateField  = "DUPLICATE_FIELD"
	CodeMissingField    = "MISSING_FIELD"
	CodeInvalidField    = "INVALID_FIELD"
	CodeUnsupported     = "UNSUPPORTED"
	CodeNotFound        = "NOT_FOUND"
	CodeConflict        = "CONFLICT"
	CodeReverted        = "SIMULATION_REVERTED"
	CodeUpstream        = "UPSTREAM_ERROR"
	CodeUpstreamTimeout = "UPSTREAM_TIMEOUT"
	// CodeUpstreamRateLimited: every node's provider rate-limited the service until past the
	// request's deadline (503 with Retry-After).
	CodeUpstreamRateLimited = "UPSTREAM_RATE_LIMITED"
	CodeInternal            = "INTERNAL_ERROR"
	CodeBodyTooLarge        = "BODY_TOO_LARGE"
	CodeUnsupportedMedia    = "UNSUPPORTED_MEDIA_TYPE"
	CodeMethodNotAllowed    = "METHOD_NOT_ALLOWED"
	CodeRateLimited         = "RATE_LIMITED"
	CodeUnknownAPIKey       = "UNKNOWN_API_KEY"
	// CodeForbidden: the caller may not do this.
	CodeForbidden = "FORBIDDEN"
	// CodeBusy: the replica is at capacity: every simulation slot stayed taken until the
	// request's deadline, or it holds as many event streams as it may (Options.MaxStreams).
	CodeBusy = "BUSY"
	// CodeNotReady, CodeDraining: /readyz's 503 body: a chain is not ready; the service is
	// stopping.
	CodeNotReady = "NOT_READY"
	CodeDraining = "DRAINING"
	// CodeClientOrderIDReused: the client order id landed with another operation or body.
	CodeClientOrderIDReused = "CLIENT_ORDER_ID_REUSED"
	// CodeClientOrderNotLanded: a cancel by client order id whose order the event index does
	// not hold yet (409 with Retry-After).
	CodeClientOrderNotLanded = "CLIENT_ORDER_NOT_LANDED"
	// CodeBlockNotReached: a read's minBlock is past the block it would be answered at (409
	// with Retry-After).
	CodeBlockNotReached = "BLOCK_NOT_REACHED"
	// CodeTooManyStreams: the client holds as many event streams as it may.
	CodeTooManyStreams = "TOO_MANY_STREAMS"
	// CodeNoEventIndex: the service runs without an event index.
	CodeNoEventIndex = "NO_EVENT_INDEX"
	// The referral refusals (POST /api/referrals): the code is not claimed, the trader's own,
	// already claimed; the userAddress is not an address.
	codeReferralNotClaimed  = "CODE_NOT_CLAIMED"
	codeReferralOwnCode     = "OWN_REFERRAL_CODE"
	codeReferralClaimed     = "CODE_ALREADY_CLAIMED"
	codeReferralInvalidUser = "INVALID_USER_ADDRESS"
)

// Error is every error the API answers with. Its JSON body is
// {"error": Message, "code": Code, "field": Field?, "revert": Revert?, ...Details}.
type Error struct {
	Status  int
	Code    string
	Message string
	Field   string
	Revert  *Revert
	Details map[string]any
	// RetryAfter, in whole seconds, is sent as the Retry-After header when positive.
	RetryAfter int
	Cause      error // logged, never sent
}

func (e *Error) Error() string { return e.Message }
func (e *Error) Unwrap() error { return e.Cause }

func (e *Error) body() map[string]any {
	b := map[string]any{}
	for k, v := range e.Details {
		b[k] = v
	}
	b["error"] = e.Message
	b["code"] = e.Code
	if e.Field != "" {
		b["field"] = e.Field
	}
	if e.Revert != nil {
		b["revert"] = e.Revert
	}
	return b
}

func invalid(field, format string, args ...any) *Error {
	return &Error{Status: http.StatusBadRequest, Code: CodeInvalidField, Field: field, Message: fmt.Sprintf(format, args...)}
}

func missing(field, format string, args ...any) *Error {
	return &Error{Status: http.StatusBadRequest, Code: CodeMissingField, Field: field, Message: fmt.Sprintf(format, args...)}
}

// UpstreamRetryAfter is the Retry-After, in seconds, of a 503 UPSTREAM_ERROR from a node that
// failed (a problem.Upstream that names no wait of its own). One second: no node is shunned for
// a fixed time (internal/chain/nodes marks a failed node down and sends batches to one that is
// up; while none is, every batch still tries each node in order; a node marked down is probed
// again in the background), so the next request may well be answered; a second spaces the
// retries out without making a caller wait for a node that is already back.
const UpstreamRetryAfter = 1

// problemAnswers are the status and code of each kind of domain problem; any other kind is a
// 500 INTERNAL.
var problemAnswers = map[problem.Kind]struct {
	status int
	code   string
}{
	problem.Invalid:     {http.StatusBadRequest, CodeInvalidField},
	problem.Unsupported: {http.StatusBadRequest, CodeUnsupported},
	problem.NotFound:    {http.StatusNotFound, CodeNotFound},
	problem.Forbidden:   {http.StatusForbidden, CodeForbidden},
	problem.Conflict:    {http.StatusConflict, CodeConflict},
	problem.Reverted:    {http.StatusUnprocessableEntity, CodeReverted},
	problem.Upstream:    {http.StatusServiceUnavailable, CodeUpstream},
	problem.Timeout:     {http.StatusGatewayTimeout, CodeUpstreamTimeout},
	problem.Busy:        {http.StatusServiceUnavailable, CodeBusy},
	problem.RateLimited: {http.StatusServiceUnavailable, CodeUpstreamRateLimited},
}

// fromProblem is the HTTP answer to a domain problem.
func fromProblem(p *problem.Error) *Error {
	status, code := http.StatusInternalServerError, CodeInternal
	if a, ok := problemAnswers[p.Kind]; ok {
		status, code = a.status, a.code
	}
	if p.Code != "" {
		code = p.Code
	}
	retry := 0
	if p.RetryAfter > 0 {
		retry = max(1, int(math.Ceil(p.RetryAfter.Seconds())))
	} else if p.Kind == problem.Upstream {
		retry = UpstreamRetryAfter
	}
	return &Error{Status: status, Code: code, Message: p.Message, Field: p.Field, Revert: revertOf(p), Details: detailsOf(p.Details), RetryAfter: retry,
		Cause: p.Cause}
}

// asError is the one error body err is answered with.
func asError(err error) *Error {
	var apiErr *Error
	var prob *problem.Error
	var httpErr *echo.HTTPError
	switch {
	case errors.As(err, &apiErr):
		return apiErr
	case errors.As(err, &prob):
		return fromProblem(prob)
	case errors.As(err, &httpErr):
		return fromEcho(httpErr)
	}
	return &Error{Status: http.StatusInternalServerError, Code: CodeInternal, Message: "internal error", Cause: err}
}

// errorHandler writes every error as the one error body. 5xx are logged at error level,
// 4xx at debug: a bad request from a user is not the service's error.
func errorHandler(log *slog.Logger) echo.HTTPErrorHandler {
	return func(err error, c echo.Context) {
		if c.Response().Committed {
			return
		}
		apiErr := asError(err)
		// the request's own deadline passed while the node was being asked: a time-out, however
		// the transport reported it
		if apiErr.Code == CodeUpstream && errors.Is(c.Request().Context().Err(), context.DeadlineExceeded) {
			apiErr = &Error{Status: http.StatusGatewayTimeout, Code: CodeUpstreamTimeout,
				Message: "the node did not answer within the request's time-out", Cause: apiErr.Cause}
		}
		reqID := c.Response().Header().Get(echo.HeaderXRequestID)
		attrs := []any{"status", apiErr.Status, "code", apiErr.Code, "path", c.Path(), "request_id", reqID}
		if apiErr.Cause != nil {
			// node URLs often carry API keys: log the failure, not the URL
			attrs = append(attrs, "cause", problem.Redacted(apiErr.Cause))
		}
		if apiErr.Status >= 500 {
			log.Error(apiErr.Message, attrs...)
		} else {
			log.Debug(apiErr.Message, attrs...)
		}
		if apiErr.RetryAfter > 0 {
			c.Response().Header().Set("Retry-After", strconv.Itoa(apiErr.RetryAfter))
		}
		body := apiErr.body()
		if reqID != "" {
			body["requestId"] = reqID
		}
		if c.Request().Method == http.MethodHead {
			_ = c.NoContent(apiErr.Status)
			return
		}
		_ = c.JSON(apiErr.Status, body)
	}
}

func fromEcho(e *echo.HTTPError) *Error {
	msg := http.StatusText(e.Code)
	if m, ok := e.Message.(string); ok && m != "" {
		msg = m
	}
	code := CodeInvalidRequest
	switch e.Code {
	case http.StatusNotFound:
		code = CodeNotFound
	case http.StatusMethodNotAllowed:
		code = CodeMethodNotAllowed
	case http.StatusRequestEntityTooLarge:
		code, msg = CodeBodyTooLarge, "request body too large"
	case http.StatusUnsupportedMediaType:
		code = CodeUnsupportedMedia
	case http.StatusTooManyRequests:
		code = CodeRateLimited
	case http.StatusServiceUnavailable, http.StatusGatewayTimeout:
		code = CodeUpstreamTimeout
	}
	if e.Code >= 500 && e.Code != http.StatusServiceUnavailable && e.Code != http.StatusGatewayTimeout {
		code = CodeInternal
	}
	return &Error{Status: e.Code, Code: code, Message: msg, Cause: e.Internal}
}

// detailsOf are a problem's details on the wire: each one it holds under its key, beside
// "error" and "code" in the error body.
func detailsOf(d problem.Details) map[string]any {
	out := map[string]any{}
	if d.BlockNumber != nil {
		out["blockNumber"] = *d.BlockNumber
	}
	if n := d.Node; n != nil {
		node := map[string]any{"method": n.Method}
		if n.Code != nil {
			node["code"] = *n.Code
		}
		if n.Message != "" {
			node["message"] = n.Message
		}
		out["node"] = node
	}
	if d.Owner != nil {
		out["owner"] = d.Owner.Hex()
	}
	if d.PositionSize != nil {
		out["positionSize"] = usdText(d.PositionSize)
	}
	if d.MaxAmount != nil {
		out["maxAmount"] = usdText(d.MaxAmount)
	}
	if d.OraclePrice != nil {
		out["oraclePrice"], out["oracleRound"] = usdText(d.OraclePrice), d.OracleRound
	}
	if c := d.Call; c != nil {
		out["callIndex"], out["call"], out["to"] = c.Index, c.Name, c.To.Hex()
	}
	if dl := d.Delegation; dl != nil {
		out["delegate"], out["executor"] = dl.Delegate.Hex(), dl.Executor.Hex()
	}
	if d.RetryAfterSeconds != nil {
		out["retryAfterSeconds"] = *d.RetryAfterSeconds
	}
	if d.DestinationChainID != nil {
		out["destinationChainId"] = *d.DestinationChainID
	}
	if d.VaultAddress != nil {
		out["vaultAddress"] = d.VaultAddress.Hex()
	}
	if d.SupportedChainIDs != nil {
		out["supportedChainIds"] = d.SupportedChainIDs
	}
	if d.SupportedTokens != nil {
		tokens := make([]map[string]any, len(d.SupportedTokens))
		for i, t := range d.SupportedTokens {
			tokens[i] = map[string]any{"address": t.Address.Hex(), "symbol": t.Symbol, "decimals": t.Decimals}
		}
		out["supportedTokens"] = tokens
	}
	if d.TransactionStatus != "" {
		out["transactionStatus"] = string(d.TransactionStatus)
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

package client

import (
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"github.com/stretchr/testify/require"
)

// parseAll runs the parser over text to its end and returns the events, the retry it last set,
// the number of lines seen and the error that ended it.
func parseAll(r io.Reader) ([]sseEvent, time.Duration, int, error) {
	p := newSSEParser(r)
	var out []sseEvent
	lines := 0
	for {
		ev, err := p.next(func() { lines++ })
		if err != nil {
			return out, p.retry, lines, err
		}
		out = append(out, ev)
	}
}

// The parser against the WHATWG standard's rules, on text no service of ours sends but a proxy
// or another server might: every line ending, a BOM, comments, multi-line data, fields without
// a colon or without the space, ids with a NUL, retry values that are not digits, events
// without data, an event cut off by the end of the stream.
func TestSSEParser(t *testing.T) {
	text := "\uFEFF: a comment first\r\n" +
		"retry: 2500\r\n" +
		"id: 1\r\nevent: OrderCreated\r\ndata: {\"a\":1}\r\n\r\n" + // CRLF
		"id: 2\rdata:first\rdata:  second\r\r" + // CR alone; no space after the colon; one space dropped
		"id: 3\ndata\ndata: x\n\n" + // "data" without a colon: an empty line of data
		"id: 4\x00bad\ndata: keeps the id 3\n\n" + // an id with a NUL is ignored
		"retry: soon\nretry: 12x\n" + // not digits: ignored
		"id: 5\nevent: lonely\n\n" + // no data: nothing dispatched, the type forgotten
		"data: no id of its own\n\n" +
		"id: 6\nunknown: field\n:heartbeat\ndata: {}\n\n" +
		"id: 7\ndata: cut off" // no blank line: dropped at the end
	evs, retry, lines, err := parseAll(strings.NewReader(text))
	require.ErrorIs(t, err, io.ErrUnexpectedEOF, "the stream ended inside a line")
	require.Equal(t, 2500*time.Millisecond, retry)
	require.Equal(t, 30, lines, "every complete line, comments included, proves the stream alive")
	require.Equal(t, []sseEvent{
		{id: "1", hasID: true, kind: "OrderCreated", data: `{"a":1}`},
		{id: "2", hasID: true, kind: "message", data: "first\n second"},
		{id: "3", hasID: true, kind: "message", data: "\nx"},
		{id: "3", hasID: false, kind: "message", data: "keeps the id 3"},
		{id: "5", hasID: false, kind: "message", data: "no id of its own"},
		{id: "6", hasID: true, kind: "message", data: "{}"},
	}, evs)

	// a CR at the end of one read and its LF at the start of the next are one line end, and an
	// event that ends exactly at the end of the stream, blank line included, is complete
	evs, _, _, err = parseAll(iotest.OneByteReader(strings.NewReader("id: 1\r\ndata: a\r\n\r\nid: 2\r\ndata: b\r\n\r\n")))
	require.ErrorIs(t, err, io.EOF)
	require.False(t, errors.Is(err, io.ErrUnexpectedEOF))
	require.Equal(t, []sseEvent{{id: "1", hasID: true, kind: "message", data: "a"}, {id: "2", hasID: true, kind: "message", data: "b"}}, evs)

	// a BOM only counts at the very start
	evs, _, _, _ = parseAll(strings.NewReader("data: x\n\n\uFEFFdata: y\n\n"))
	require.Len(t, evs, 1, "a later BOM makes the line's field name \\uFEFFdata, unknown")

	// a line past the limit is refused rather than buffered without end
	_, _, _, err = parseAll(strings.NewReader("data: " + strings.Repeat("x", maxSSELine) + "\n\n"))
	require.ErrorIs(t, err, ErrStreamProtocol)
}

func TestBackoff(t *testing.T) {
	for n, want := range []time.Duration{time.Second, 2 * time.Second, 4 * time.Second, 8 * time.Second, 10 * time.Second, 10 * time.Second} {
		for range 50 {
			d := backoff(time.Second, n+1, 10*time.Second)
			require.GreaterOrEqual(t, d, want/2, "failure %d", n+1)
			require.LessOrEqual(t, d, want, "failure %d", n+1)
		}
	}
	require.Equal(t, 3*time.Second, retryAfter("3"))
	require.Zero(t, retryAfter("soon"))
	require.InDelta(t, float64(20*time.Second), float64(retryAfter(time.Now().Add(20*time.Second).UTC().Format(http.TimeFormat))), float64(2*time.Second))
}

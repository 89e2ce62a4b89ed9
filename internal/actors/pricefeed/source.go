package pricefeed

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/tradeprep/tradeprep/contracts/bindings/testaggregator"
	"github.com/tradeprep/tradeprep/internal/chain/cli"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
)

// Precision is the number of decimals of an Oracle price (1e30).
const Precision = 30

// Source answers the current price of one market at the Oracle's precision (1e30).
type Source interface {
	Price(ctx context.Context) (*big.Int, error)
}

// ChainReader is what a Chainlink source needs from its chain; *ethclient.Client implements it.
type ChainReader interface {
	ethereum.ContractCaller
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
}

// aggregatorABI holds the read functions of Chainlink's AggregatorV3Interface (decimals,
// latestRoundData), which the test aggregator implements with the same selectors.
var aggregatorABI = testaggregator.NewTestAggregator()

// MaxAggregatorDecimals bounds an aggregator's decimals: a price is scaled to 30 decimals.
const MaxAggregatorDecimals = Precision

// Chainlink reads a Chainlink-compatible aggregator (latestRoundData) on any chain.
type Chainlink struct {
	chain      ChainReader
	aggregator common.Address
	decimals   uint8
	maxAge     time.Duration
}

// NewChainlink reads the aggregator's decimals and returns its source. An answer older than
// maxAge by the source chain's head is refused as stale.
func NewChainlink(ctx context.Context, chain ChainReader, aggregator common.Address, maxAge time.Duration) (*Chainlink, error) {
	out, err := chain.CallContract(ctx, ethereum.CallMsg{To: &aggregator, Data: aggregatorABI.PackDecimals()}, nil)
	if err != nil {
		return nil, fmt.Errorf("aggregator %s: decimals(): %w", aggregator.Hex(), err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("aggregator %s: no contract answers decimals() there", aggregator.Hex())
	}
	d, err := aggregatorABI.UnpackDecimals(out)
	if err != nil {
		return nil, fmt.Errorf("aggregator %s: decimals() answered something that is not a uint8", aggregator.Hex())
	}
	if d > MaxAggregatorDecimals {
		return nil, fmt.Errorf("aggregator %s: %d decimals, more than %d", aggregator.Hex(), d, MaxAggregatorDecimals)
	}
	if maxAge <= 0 {
		return nil, errors.New("maxAge must be greater than zero")
	}
	return &Chainlink{chain: chain, aggregator: aggregator, decimals: d, maxAge: maxAge}, nil
}

// Price is the aggregator's latest answer scaled to 1e30. A round that is not positive, not yet
// answered, in the future or older than maxAge is an error.
func (c *Chainlink) Price(ctx context.Context) (*big.Int, error) {
	out, err := c.chain.CallContract(ctx, ethereum.CallMsg{To: &c.aggregator, Data: aggregatorABI.PackLatestRoundData()}, nil)
	if err != nil {
		return nil, fmt.Errorf("aggregator %s: latestRoundData(): %w", c.aggregator.Hex(), err)
	}
	r, err := aggregatorABI.UnpackLatestRoundData(out)
	if err != nil {
		return nil, fmt.Errorf("aggregator %s: latestRoundData() answered %d bytes that do not decode", c.aggregator.Hex(), len(out))
	}
	if r.Answer.Sign() <= 0 {
		return nil, fmt.Errorf("aggregator %s: answer %s is not a price (round %s)", c.aggregator.Hex(), r.Answer, r.RoundId)
	}
	if r.UpdatedAt.Sign() == 0 || r.AnsweredInRound.Cmp(r.RoundId) < 0 {
		return nil, fmt.Errorf("aggregator %s: round %s is not complete", c.aggregator.Hex(), r.RoundId)
	}
	head, err := c.chain.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("aggregator %s: read its chain's head: %w", c.aggregator.Hex(), err)
	}
	if !r.UpdatedAt.IsUint64() || r.UpdatedAt.Uint64() > head.Time+60 {
		return nil, fmt.Errorf("aggregator %s: answer updated at %s, after its chain's head (%d)", c.aggregator.Hex(), r.UpdatedAt, head.Time)
	}
	if age := time.Duration(int64(head.Time)-int64(r.UpdatedAt.Uint64())) * time.Second; age > c.maxAge {
		return nil, fmt.Errorf("aggregator %s: answer is %s old, over its maxAge %s: stale", c.aggregator.Hex(), age, c.maxAge)
	}
	p := new(big.Int).Mul(r.Answer, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(Precision-int(c.decimals))), nil))
	return p, nil
}

// MaxJSONBody is the largest answer a JSON source may give.
const MaxJSONBody = 64 << 10

// JSONEndpoint reads a price from a JSON document over HTTP, or from a local file (a file://
// URL, read again at each reading: a file another process writes): the value at Path (object
// keys and array indices), a JSON number or a decimal string, in whole units of the quote
// currency (61000.5 for 61,000.50 USD). It is parsed as decimal text, never as a binary float.
type JSONEndpoint struct {
	URL    string
	Path   []string
	Client *http.Client
}

// ParsePath splits a dotted path ("data.price", "prices.0.usd"); "" is the document itself.
func ParsePath(p string) ([]string, error) {
	if p == "" {
		return nil, nil
	}
	parts := strings.Split(p, ".")
	for _, s := range parts {
		if s == "" {
			return nil, fmt.Errorf("path %q has an empty segment", p)
		}
	}
	return parts, nil
}

// Price fetches the document and reads the price at Path.
func (j *JSONEndpoint) Price(ctx context.Context) (*big.Int, error) {
	body, err := j.fetch(ctx)
	if err != nil {
		return nil, err
	}
	return priceAt(body, j.Path)
}

func (j *JSONEndpoint) fetch(ctx context.Context) ([]byte, error) {
	if strings.HasPrefix(j.URL, "file://") {
		u, err := url.Parse(j.URL)
		if err != nil {
			return nil, errors.New("not a file URL")
		}
		f, err := os.Open(u.Path) // percent-decoded: file:///var/lib/my%20prices.json
		if err != nil {
			return nil, fmt.Errorf("open the file: %w", errors.Unwrap(err))
		}
		defer f.Close()
		body, err := io.ReadAll(io.LimitReader(f, MaxJSONBody+1))
		if err != nil {
			return nil, fmt.Errorf("read the file: %w", err)
		}
		if len(body) > MaxJSONBody {
			return nil, fmt.Errorf("file over %d bytes", MaxJSONBody)
		}
		return body, nil
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, j.URL, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept", "application/json")
	client := j.Client
	if client == nil {
		client = http.DefaultClient
	}
	res, err := client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("GET: %w", cli.UnwrapURL(err))
	}
	defer res.Body.Close()
	body, err := io.ReadAll(io.LimitReader(res.Body, MaxJSONBody+1))
	if err != nil {
		return nil, fmt.Errorf("read the answer: %w", err)
	}
	if res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("answered HTTP %d", res.StatusCode)
	}
	if len(body) > MaxJSONBody {
		return nil, fmt.Errorf("answer over %d bytes", MaxJSONBody)
	}
	return body, nil
}

// priceAt reads the price at path in a JSON document.
func priceAt(body []byte, path []string) (*big.Int, error) {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	var doc any
	if err := dec.Decode(&doc); err != nil {
		return nil, errors.New("the answer is not JSON")
	}
	v := doc
	for i, key := range path {
		switch node := v.(type) {
		case map[string]any:
			next, ok := node[key]
			if !ok {
				return nil, fmt.Errorf("the answer has no %q", strings.Join(path[:i+1], "."))
			}
			v = next
		case []any:
			n, err := strconv.Atoi(key)
			if err != nil || n < 0 || n >= len(node) {
				return nil, fmt.Errorf("the answer has no %q (an array of %d)", strings.Join(path[:i+1], "."), len(node))
			}
			v = node[n]
		default:
			return nil, fmt.Errorf("the answer has no %q", strings.Join(path[:i+1], "."))
		}
	}
	var text string
	switch x := v.(type) {
	case json.Number:
		text = x.String()
	case string:
		text = x
	default:
		return nil, fmt.Errorf("the value at %q is not a number", strings.Join(path, "."))
	}
	p, err := fixedpoint.Parse(text, Precision)
	if err != nil {
		return nil, fmt.Errorf("the value at %q: %w", strings.Join(path, "."), err)
	}
	if p.Sign() == 0 {
		return nil, fmt.Errorf("the value at %q is zero, not a price", strings.Join(path, "."))
	}
	return p, nil
}

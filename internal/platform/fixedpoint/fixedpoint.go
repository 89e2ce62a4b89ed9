// Package fixedpoint converts between decimal text and the integers the contracts use
// (a value scaled by 10^decimals), exactly: no binary floating point anywhere, and bounded, so
// that no input can make a conversion slow or large.
package fixedpoint

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/shopspring/decimal"
)

// Bounds on accepted text. A uint256 has 78 decimal digits; anything longer than MaxTextLen
// characters is refused before it is parsed, and so is an exponent beyond ±MaxExponent.
const (
	MaxTextLen  = 100
	MaxExponent = 80
)

// Errors returned by Parse, to be matched with errors.Is.
var (
	ErrEmpty      = errors.New("empty number")
	ErrTooLong    = fmt.Errorf("number longer than %d characters", MaxTextLen)
	ErrSyntax     = errors.New("not a decimal number")
	ErrExponent   = fmt.Errorf("exponent beyond ±%d", MaxExponent)
	ErrNegative   = errors.New("negative number")
	ErrTooPrecise = errors.New("more fractional digits than supported")
	ErrTooLarge   = errors.New("number does not fit in 256 bits")
)

var maxUint256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))

// Parse reads decimal text (a JSON number's text, or a plain decimal string such as "1.25",
// "3e4") and returns it scaled by 10^decimals as an exact non-negative integer below 2^256.
// It fails when the text has more fractional digits than decimals allows, instead of rounding.
func Parse(text string, decimals int32) (*big.Int, error) {
	if decimals < 0 || decimals > MaxExponent {
		return nil, fmt.Errorf("fixedpoint: unsupported scale %d", decimals)
	}
	text = strings.TrimSpace(text)
	if text == "" {
		return nil, ErrEmpty
	}
	if len(text) > MaxTextLen {
		return nil, ErrTooLong
	}
	if !validSyntax(text) {
		return nil, ErrSyntax
	}
	if e := strings.IndexAny(text, "eE"); e >= 0 {
		// refuse huge exponents before the decimal library sees them
		if len(strings.TrimLeft(strings.TrimLeft(text[e+1:], "+-"), "0")) > 3 {
			return nil, ErrExponent
		}
	}
	d, err := decimal.NewFromString(text)
	if err != nil {
		return nil, ErrSyntax
	}
	if d.Sign() < 0 {
		return nil, ErrNegative
	}
	exp := int64(d.Exponent())
	if exp > MaxExponent || exp < -MaxExponent {
		return nil, ErrExponent
	}
	coef := d.Coefficient()
	shift := exp + int64(decimals)
	ten := big.NewInt(10)
	if shift >= 0 {
		coef.Mul(coef, new(big.Int).Exp(ten, big.NewInt(shift), nil))
	} else {
		div := new(big.Int).Exp(ten, big.NewInt(-shift), nil)
		q, r := new(big.Int).QuoRem(coef, div, new(big.Int))
		if r.Sign() != 0 {
			return nil, ErrTooPrecise
		}
		coef = q
	}
	if coef.Cmp(maxUint256) > 0 {
		return nil, ErrTooLarge
	}
	return coef, nil
}

// validSyntax accepts digits[.digits][(e|E)[+-]digits]: the JSON number grammar without its
// sign, leading zeros allowed. A leading '-' is let through so that Parse can say "negative".
func validSyntax(s string) bool {
	i := 0
	if i < len(s) && s[i] == '-' {
		i++
	}
	i, ok := digitsFrom(s, i)
	if !ok {
		return false
	}
	if i < len(s) && s[i] == '.' {
		if i, ok = digitsFrom(s, i+1); !ok {
			return false
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		if i, ok = digitsFrom(s, i); !ok {
			return false
		}
	}
	return i == len(s)
}

// digitsFrom skips the decimal digits of s from i on: where they end, and whether there was one.
func digitsFrom(s string, i int) (int, bool) {
	start := i
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i, i > start
}

// Format writes v / 10^decimals as exact decimal text without trailing fractional zeros
// ("1234.5", "0.000001", "-2"). It never rounds.
func Format(v *big.Int, decimals int32) string {
	if v == nil {
		return "0"
	}
	neg := v.Sign() < 0
	digits := new(big.Int).Abs(v).String()
	if decimals > 0 {
		if len(digits) <= int(decimals) {
			digits = strings.Repeat("0", int(decimals)-len(digits)+1) + digits
		}
		cut := len(digits) - int(decimals)
		intPart, frac := digits[:cut], strings.TrimRight(digits[cut:], "0")
		digits = intPart
		if frac != "" {
			digits += "." + frac
		}
	}
	if neg && digits != "0" {
		return "-" + digits
	}
	return digits
}

// Round returns v rounded to sig significant decimal digits, half away from zero, in the same
// fixed point (v's digits past them become zeros). Digits above the decimal point are never
// cut: 123456 at 3 significant digits stays 123456. sig < 1 counts as 1.
func Round(v *big.Int, decimals int32, sig int) *big.Int {
	if v == nil {
		return new(big.Int)
	}
	if sig < 1 {
		sig = 1
	}
	abs := new(big.Int).Abs(v)
	digits := len(abs.String())
	drop := digits - sig // digits to cut from the right
	if drop > int(decimals) {
		drop = int(decimals) // keep the integer part whole
	}
	if abs.Sign() == 0 || drop <= 0 {
		return new(big.Int).Set(v)
	}
	unit := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(drop)), nil)
	q, r := new(big.Int).QuoRem(abs, unit, new(big.Int))
	if r.Mul(r, big.NewInt(2)).Cmp(unit) >= 0 {
		q.Add(q, big.NewInt(1))
	}
	q.Mul(q, unit)
	if v.Sign() < 0 {
		q.Neg(q)
	}
	return q
}

// FormatSignificant is Format of Round(v, decimals, sig): display text with at most sig
// significant digits (the integer part always whole), rounded half away from zero.
func FormatSignificant(v *big.Int, decimals int32, sig int) string {
	return Format(Round(v, decimals, sig), decimals)
}

// MustParse is Parse for constants in code and tests; it panics on error.
func MustParse(text string, decimals int32) *big.Int {
	v, err := Parse(text, decimals)
	if err != nil {
		panic(fmt.Sprintf("fixedpoint.MustParse(%q, %d): %v", text, decimals, err))
	}
	return v
}

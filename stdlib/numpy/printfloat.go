package numpy

import (
	"math"
	"strconv"
	"strings"
)

// This file formats floats as numpy's Dragon4 printers do
// (format_float_positional and format_float_scientific): the shortest
// digits that round-trip ("unique"), cut to a precision with correct
// rounding of the exact binary value, or extended to a minimum number of
// digits, then trimmed and padded.

// dragonOpts are the arguments of numpy's dragon4 printers.
type dragonOpts struct {
	precision int  // digits after the point; -1: no limit
	minDigits int  // -1: none
	unique    bool // shortest round-trip digits
	trim      byte // 'k', '.', '0' or '-'
	sign      bool // print '+' for positive values
	padLeft   int  // -1: none
	padRight  int  // -1: none (positional only)
	expDigits int  // -1: at least 2 (scientific only)
	fw        int  // the float width (wFloat32, wFloat16) whose shortest digits "unique" means; 0: float64
}

// fracDigits returns the number of digits after the point in s (a
// decimal number without exponent).
func fracDigits(s string) int {
	if i := strings.IndexByte(s, '.'); i >= 0 {
		return len(s) - i - 1
	}
	return 0
}

// positionalDigits returns the digits of |x| in positional notation.
func positionalDigits(ax float64, o dragonOpts) string {
	var s string
	if o.unique {
		s = shortestDigits(ax, 'f', o.fw)
		fd := fracDigits(s)
		if o.precision >= 0 && fd > o.precision {
			s = strconv.FormatFloat(ax, 'f', o.precision, 64)
		} else if o.minDigits > fd {
			s = strconv.FormatFloat(ax, 'f', o.minDigits, 64)
		}
	} else {
		p := o.precision
		if p < 0 {
			p = 0
		}
		s = strconv.FormatFloat(ax, 'f', p, 64)
	}
	if !strings.Contains(s, ".") {
		s += "."
	}
	return s
}

// trimDigits applies a trim mode to a number with a point; keep is the
// number of fractional digits never removed.
func trimDigits(s string, trim byte, keep int) string {
	switch trim {
	case 'k':
		return s
	}
	dot := strings.IndexByte(s, '.')
	end := len(s)
	for end > dot+1+keep && s[end-1] == '0' {
		end--
	}
	s = s[:end]
	switch trim {
	case '0':
		if strings.HasSuffix(s, ".") {
			s += "0"
		}
	case '-':
		s = strings.TrimSuffix(s, ".")
	}
	return s
}

// clampDragon bounds the sizes of o by numpy's Dragon4 buffer
// (dragonBuffer bytes, its text at most dragonBuffer-1 characters):
// numpy writes every float it prints (format_float_*, the array printer)
// into that buffer, so a padding, precision or minimum of digits past it
// changes nothing that is kept, and exp_digits past 5 act as 5. With
// these bounds the formatters below make at most a few buffers' text
// whatever the options (set_printoptions(precision=10**9) made a 1 GB
// string per element before, where numpy prints 16383 characters).
func clampDragon(o dragonOpts) dragonOpts {
	o.padLeft, o.padRight = min(o.padLeft, dragonBuffer), min(o.padRight, dragonBuffer)
	o.precision, o.minDigits = min(o.precision, dragonBuffer), min(o.minDigits, dragonBuffer)
	o.expDigits = min(o.expDigits, 5)
	return o
}

// formatPositional is numpy's dragon4_positional: the text is cut to the
// buffer, as numpy cuts it.
func formatPositional(x float64, o dragonOpts) string {
	o = clampDragon(o)
	neg := math.Signbit(x)
	s := positionalDigits(math.Abs(x), o)
	keep := 0
	if o.minDigits > 0 {
		keep = o.minDigits
	}
	s = trimDigits(s, o.trim, keep)
	if neg {
		s = "-" + s
	} else if o.sign {
		s = "+" + s
	}
	if o.padLeft >= 0 || o.padRight >= 0 {
		dot := strings.IndexByte(s, '.')
		if dot < 0 {
			dot = len(s)
		}
		if o.padLeft > dot {
			s = strings.Repeat(" ", o.padLeft-dot) + s //krait:alloc-ok padLeft is at most dragonBuffer (clampDragon)
			dot = o.padLeft
		}
		if fr := len(s) - dot - 1; o.padRight > fr {
			if fr < 0 {
				fr = 0
			}
			s += strings.Repeat(" ", o.padRight-fr) //krait:alloc-ok padRight is at most dragonBuffer (clampDragon)
		}
	}
	if len(s) >= dragonBuffer {
		s = s[:dragonBuffer-1]
	}
	return s
}

// formatScientific is numpy's dragon4_scientific: digits asked for by
// precision are cut to the buffer before the exponent is written; text
// lengthened by min_digits or pad_left is cut to the buffer as a whole,
// exponent included, as numpy cuts them.
func formatScientific(x float64, o dragonOpts) string {
	padLeft := min(o.padLeft, 2*dragonBuffer) // past the buffer, only spaces are kept
	o = clampDragon(o)
	cutAll := false
	neg := math.Signbit(x)
	ax := math.Abs(x)
	var s string
	if o.unique {
		s = shortestDigits(ax, 'e', o.fw)
		mant := s[:strings.IndexByte(s, 'e')]
		fd := fracDigits(mant)
		if o.precision >= 0 && fd > o.precision {
			s = strconv.FormatFloat(ax, 'e', o.precision, 64)
		} else if o.minDigits > fd {
			s = strconv.FormatFloat(ax, 'e', o.minDigits, 64)
			cutAll = true
		}
	} else {
		p := o.precision
		if p < 0 {
			p = 0
		}
		s = strconv.FormatFloat(ax, 'e', p, 64)
	}
	e := strings.IndexByte(s, 'e')
	mant, exp := s[:e], s[e+1:]
	if !strings.Contains(mant, ".") {
		mant += "."
	}
	keep := 0
	if o.minDigits > 0 {
		keep = o.minDigits
	}
	mant = trimDigits(mant, o.trim, keep)
	expSign, expNum := exp[:1], exp[1:]
	expNum = strings.TrimLeft(expNum, "0")
	want := 2
	if o.expDigits > want {
		want = o.expDigits
	} else if o.expDigits >= 0 && o.expDigits < 2 {
		want = max(o.expDigits, 1)
	}
	for len(expNum) < want {
		expNum = "0" + expNum
	}
	if neg {
		mant = "-" + mant
	} else if o.sign {
		mant = "+" + mant
	}
	if padLeft >= 0 {
		dot := strings.IndexByte(mant, '.')
		if padLeft > dot {
			// Padding that pushes digits which fit past the buffer cuts
			// the whole text; digits that fill it alone keep their exponent.
			cutAll = cutAll || len(mant) < dragonBuffer-1
			mant = strings.Repeat(" ", padLeft-dot) + mant //krait:alloc-ok padLeft is at most 2*dragonBuffer (above)
		}
	}
	if len(mant) >= dragonBuffer {
		mant = mant[:dragonBuffer-1]
	}
	out := mant + "e" + expSign + expNum
	if cutAll && len(out) >= dragonBuffer {
		out = out[:dragonBuffer-1]
	}
	return out
}

// floatFormat is numpy's FloatingFormat: the common layout of the floats
// of one array.
type floatFormat struct {
	precision, minDigits int
	unique               bool
	trim                 byte
	sign                 byte
	expFormat            bool
	padLeft, padRight    int
	expSize              int
	nanStr, infStr       string
	fw                   int // see dragonOpts.fw
}

// newFloatFormat chooses the layout for the values of data (the
// elements that will be printed).
func newFloatFormat(data []float64, opt printOptions, sign byte, fw int) *floatFormat {
	f := &floatFormat{precision: opt.precision, sign: sign, nanStr: opt.nanStr, infStr: opt.infStr, fw: fw}
	if opt.floatMode == "unique" {
		f.precision = -1
	}
	var finite []float64
	for _, x := range data {
		if !math.IsNaN(x) && !math.IsInf(x, 0) {
			finite = append(finite, x)
		}
	}
	maxV, minV := 0.0, math.Inf(1)
	nonZero := false
	for _, x := range finite {
		if x != 0 {
			ax := math.Abs(x)
			nonZero = true
			maxV = math.Max(maxV, ax)
			minV = math.Min(minV, ax)
		}
	}
	if nonZero && (maxV >= 1e8 || (!opt.suppress && (minV < 0.0001 || maxV/minV > 1000))) {
		f.expFormat = true
	}
	switch {
	case len(finite) == 0:
		f.padLeft, f.padRight, f.trim, f.expSize, f.unique, f.minDigits = 0, 0, '.', -1, true, -1
	case f.expFormat:
		trim, unique := byte('.'), true
		if opt.floatMode == "fixed" {
			trim, unique = 'k', false
		}
		maxExp, maxFrac, maxInt := 0, 0, 0
		for _, x := range finite {
			s := formatScientific(x, dragonOpts{precision: f.precision, minDigits: -1, unique: unique, trim: trim, sign: sign == '+', padLeft: -1, padRight: -1, expDigits: -1, fw: fw})
			e := strings.IndexByte(s, 'e')
			mant, exp := s[:e], s[e+1:]
			dot := strings.IndexByte(mant, '.')
			maxExp = max(maxExp, len(exp))
			maxFrac = max(maxFrac, len(mant)-dot-1)
			maxInt = max(maxInt, dot)
		}
		f.expSize = maxExp - 1
		f.trim = 'k'
		f.precision = maxFrac
		f.minDigits = maxFrac
		f.unique = unique
		f.padLeft = maxInt
		f.padRight = f.expSize + 2 + f.precision
	default:
		trim, unique := byte('.'), true
		if opt.floatMode == "fixed" {
			trim, unique = 'k', false
		}
		maxFrac, maxInt := 0, 0
		for _, x := range finite {
			s := formatPositional(x, dragonOpts{precision: f.precision, minDigits: -1, unique: unique, trim: trim, sign: sign == '+', padLeft: -1, padRight: -1, expDigits: -1, fw: fw})
			dot := strings.IndexByte(s, '.')
			maxInt = max(maxInt, dot)
			maxFrac = max(maxFrac, len(s)-dot-1)
		}
		f.padLeft, f.padRight = maxInt, maxFrac
		f.expSize = -1
		f.unique = unique
		if opt.floatMode == "fixed" || opt.floatMode == "maxprec_equal" {
			f.precision, f.minDigits = f.padRight, f.padRight
			f.trim = 'k'
		} else {
			f.trim = '.'
			f.minDigits = 0
		}
	}
	if sign == ' ' {
		anyNeg := false
		for _, x := range finite {
			if math.Signbit(x) {
				anyNeg = true
			}
		}
		if !anyNeg {
			f.padLeft++
		}
	}
	if len(finite) != len(data) {
		negInf := sign != '-'
		for _, x := range data {
			if math.IsInf(x, -1) {
				negInf = true
			}
		}
		inflen := len(opt.infStr)
		if negInf {
			inflen++
		}
		offset := f.padRight + 1
		f.padLeft = max(f.padLeft, len(opt.nanStr)-offset, inflen-offset)
	}
	return f
}

// format formats one value.
func (f *floatFormat) format(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		var ret string
		if math.IsNaN(x) {
			ret = f.nanStr
			if f.sign == '+' {
				ret = "+" + ret
			}
		} else {
			ret = f.infStr
			if x < 0 {
				ret = "-" + ret
			} else if f.sign == '+' {
				ret = "+" + ret
			}
		}
		pad := f.padLeft + f.padRight + 1 - len(ret)
		if pad > 0 {
			// pad is at most padLeft+padRight+1: two Dragon4 buffers
			// (clampDragon bounds the widths measured) or the nan/inf
			// strings' lengths (strs the program made); the printer
			// charges each element's text before it makes the next.
			ret = strings.Repeat(" ", pad) + ret //krait:alloc-ok see above
		}
		return ret
	}
	if f.expFormat {
		return formatScientific(x, dragonOpts{precision: f.precision, minDigits: f.minDigits, unique: f.unique, trim: f.trim,
			sign: f.sign == '+', padLeft: f.padLeft, padRight: -1, expDigits: f.expSize, fw: f.fw})
	}
	return formatPositional(x, dragonOpts{precision: f.precision, minDigits: f.minDigits, unique: f.unique, trim: f.trim,
		sign: f.sign == '+', padLeft: f.padLeft, padRight: f.padRight, expDigits: -1, fw: f.fw})
}

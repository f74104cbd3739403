package pyfmt

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"math"
	"math/rand/v2"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// These tests compare the repr functions with CPython: each runs one
// python3 process over many inputs, and is skipped when python3 is absent.

// python runs script under python3 with input on stdin and returns its
// stdout split into lines (without the final empty one).
func python(t *testing.T, script, input string) []string {
	t.Helper()
	exe, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found: these tests compare with CPython")
	}
	cmd := exec.Command(exe, "-I", "-c", script)
	cmd.Stdin = strings.NewReader(input)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v\n%s", err, stderr.String())
	}
	lines := strings.Split(string(out), "\n")
	return lines[:len(lines)-1]
}

// compareLines checks got[i] == want[i] for every input, reporting the
// first few differences.
func compareLines(t *testing.T, what string, inputs, got, want []string) {
	t.Helper()
	if len(want) != len(got) {
		t.Fatalf("python3 printed %d lines for %d inputs", len(want), len(got))
	}
	bad := 0
	for i := range got {
		if got[i] != want[i] {
			if bad++; bad <= 20 {
				t.Errorf("%s(%s) = %s, CPython says %s", what, inputs[i], got[i], want[i])
			}
		}
	}
	if bad > 20 {
		t.Errorf("... %d differences in all, of %d inputs", bad, len(got))
	}
}

// floatSamples returns the float64 values the tests cover: special
// values, boundaries of CPython's fixed/scientific switch, decimal-looking
// values and random bit patterns.
func floatSamples() []float64 {
	xs := []float64{
		0, math.Copysign(0, -1), 1, -1, 0.1, 0.5, 1.5, 2.5, 100, 1e15, 1e16, 1e17,
		9999999999999998, 1e16 - 2, 123456789012345678, 1e22, 1e23, 0.0001, 0.00001,
		0.00012345, 1.2345e-5, 5e-324, -5e-324, math.MaxFloat64, math.SmallestNonzeroFloat64,
		2.2250738585072014e-308, math.Inf(1), math.Inf(-1), math.NaN(), math.Pi, math.E,
		1.0 / 3, 2.0 / 3, 1e100, 1e-100, 1e300, 123.456, 0.30000000000000004,
		float64(1 << 53), float64(1<<53) + 2, -1e16, -0.0001, 4.35, 9.995, 1e-7,
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 6000 {
		xs = append(xs, math.Float64frombits(rng.Uint64()))
	}
	for range 3000 {
		// Decimal-like values such as a program would write.
		digits := rng.Int64N(1_000_000_000)
		exp := rng.IntN(40) - 20
		xs = append(xs, float64(digits)*math.Pow(10, float64(exp)))
		xs = append(xs, float64(rng.Int64N(100000))/float64(int64(1)<<rng.IntN(20)))
	}
	for e := -30; e <= 30; e++ {
		p := math.Pow(10, float64(e))
		xs = append(xs, p, math.Nextafter(p, 0), math.Nextafter(p, math.Inf(1)), -p)
	}
	return xs
}

const floatScript = `
import struct, sys
for line in sys.stdin:
    print(repr(struct.unpack("<d", bytes.fromhex(line.strip()))[0]))
`

func floatHex(f float64) string {
	var b [8]byte
	bits := math.Float64bits(f)
	for i := range b {
		b[i] = byte(bits >> (8 * i))
	}
	return hex.EncodeToString(b[:])
}

func TestFloatReprMatchesCPython(t *testing.T) {
	xs := floatSamples()
	var in strings.Builder
	inputs := make([]string, len(xs))
	got := make([]string, len(xs))
	for i, x := range xs {
		in.WriteString(floatHex(x) + "\n")
		inputs[i] = strconv.FormatFloat(x, 'g', -1, 64)
		got[i] = FloatRepr(x)
	}
	want := python(t, floatScript, in.String())
	compareLines(t, "FloatRepr", inputs, got, want)
}

const complexScript = `
import struct, sys
for line in sys.stdin:
    re, im = line.split()
    re = struct.unpack("<d", bytes.fromhex(re))[0]
    im = struct.unpack("<d", bytes.fromhex(im))[0]
    print(repr(complex(re, im)))
`

func TestComplexReprMatchesCPython(t *testing.T) {
	special := []float64{0, math.Copysign(0, -1), 1, -1, 2.5, -2.5, 1e16, 1e-5, 1e300,
		math.Inf(1), math.Inf(-1), math.NaN(), 0.1, 3}
	var cs []complex128
	for _, re := range special {
		for _, im := range special {
			cs = append(cs, complex(re, im))
		}
	}
	xs := floatSamples()
	rng := rand.New(rand.NewPCG(3, 4))
	for range 2000 {
		cs = append(cs, complex(xs[rng.IntN(len(xs))], xs[rng.IntN(len(xs))]))
	}
	var in strings.Builder
	inputs := make([]string, len(cs))
	got := make([]string, len(cs))
	for i, c := range cs {
		fmt.Fprintf(&in, "%s %s\n", floatHex(real(c)), floatHex(imag(c)))
		inputs[i] = fmt.Sprint(c)
		got[i] = ComplexRepr(c)
	}
	want := python(t, complexScript, in.String())
	compareLines(t, "ComplexRepr", inputs, got, want)
}

// encodeCodePoints returns the UTF-8 form of a sequence of code points,
// writing surrogates in the generalized (WTF-8) three-byte form, which is
// how krait's strings carry them.
func encodeCodePoints(cps []rune) string {
	var b []byte
	for _, r := range cps {
		if 0xD800 <= r && r <= 0xDFFF {
			b = append(b, 0xE0|byte(r>>12), 0x80|byte(r>>6)&0x3F, 0x80|byte(r)&0x3F)
			continue
		}
		b = utf8.AppendRune(b, r)
	}
	return string(b)
}

func strSamples() [][]rune {
	fixed := []string{
		"", "a", "'", `"`, `'"`, `"'`, `it's`, `say "hi"`, `both ' and "`, `\`, `\\n`,
		"tab\there", "new\nline", "cr\rlf\n", "\x00\x01\x1f\x7f", "\x80\x9f\xa0\xad\xff",
		"é", "naïve café", "日本語", "😀", "\u200b\u200e\u2028\u2029\ufeff", "\u00a0\u3000",
		"\U000e0001", "\U0010ffff", "\ufffd", "\U0001f1e6", "\u0378", "\u0cf3", "\U0001fa75",
		"a\u0301", "\u061c", "\ue000", "\U000f0000", "''\"\"", "x'y\"z",
	}
	var out [][]rune
	for _, s := range fixed {
		out = append(out, []rune(s))
	}
	// Lone surrogates.
	out = append(out, []rune{0xD800}, []rune{'a', 0xDC80, 'b'}, []rune{0xDBFF, 0xDFFF})
	alphabet := []rune{'a', 'Z', '0', ' ', '\'', '"', '\\', '\t', '\n', '\r', 0, 7, 0x1b, 0x7f,
		0x80, 0x85, 0xa0, 0xad, 0xe9, 0xff, 0x100, 0x2028, 0x3000, 0xfeff, 0xfffe, 0xd7ff,
		0xe000, 0x1f600, 0x10ffff, 0xdc00}
	rng := rand.New(rand.NewPCG(5, 6))
	for range 2000 {
		n := rng.IntN(8)
		s := make([]rune, n)
		for i := range s {
			if rng.IntN(3) == 0 {
				s[i] = rune(rng.IntN(0x110000))
			} else {
				s[i] = alphabet[rng.IntN(len(alphabet))]
			}
		}
		out = append(out, s)
	}
	return out
}

const strScript = `
import sys
sys.stdout.reconfigure(encoding="utf-8")
for line in sys.stdin:
    print(repr("".join(chr(int(h, 16)) for h in line.split())))
`

func TestStrReprMatchesCPython(t *testing.T) {
	samples := strSamples()
	var in strings.Builder
	inputs := make([]string, len(samples))
	got := make([]string, len(samples))
	for i, cps := range samples {
		hexes := make([]string, len(cps))
		for j, r := range cps {
			hexes[j] = strconv.FormatInt(int64(r), 16)
		}
		in.WriteString(strings.Join(hexes, " ") + "\n")
		inputs[i] = "[" + strings.Join(hexes, " ") + "]"
		got[i] = StrRepr(encodeCodePoints(cps))
	}
	want := python(t, strScript, in.String())
	compareLines(t, "StrRepr", inputs, got, want)
}

const bytesScript = `
import sys
for line in sys.stdin:
    print(repr(bytes.fromhex(line.strip())))
`

func TestBytesReprMatchesCPython(t *testing.T) {
	samples := []string{"", "abc", "'", `"`, `'"`, "\x00\xff", "\\", "\t\n\r\x0b\x0c", "it's", `a"b`}
	for c := range 256 {
		samples = append(samples, string([]byte{byte(c)}))
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for range 1000 {
		b := make([]byte, rng.IntN(10))
		for i := range b {
			b[i] = byte(rng.IntN(256))
		}
		samples = append(samples, string(b))
	}
	var in strings.Builder
	inputs := make([]string, len(samples))
	got := make([]string, len(samples))
	for i, s := range samples {
		in.WriteString(hex.EncodeToString([]byte(s)) + "\n")
		inputs[i] = hex.EncodeToString([]byte(s))
		got[i] = BytesRepr(s)
	}
	want := python(t, bytesScript, in.String())
	compareLines(t, "BytesRepr", inputs, got, want)
}

const printableScript = `
import sys
sys.stdout.write("".join("1" if chr(c).isprintable() else "0" for c in range(0x110000)))
print()
`

// TestIsPrintableMatchesCPython checks every code point: CPython 3.11
// uses Unicode 14.0, which may differ from Go's tables.
func TestIsPrintableMatchesCPython(t *testing.T) {
	want := python(t, printableScript, "")
	if len(want) != 1 || len(want[0]) != 0x110000 {
		t.Fatalf("unexpected python3 output")
	}
	bad := 0
	for r := range rune(0x110000) {
		if got := IsPrintable(r); got != (want[0][r] == '1') {
			if bad++; bad <= 20 {
				t.Errorf("IsPrintable(U+%04X) = %v, CPython says %v", r, got, !got)
			}
		}
	}
	if bad > 20 {
		t.Errorf("... %d code points differ", bad)
	}
}

// TestStrReprInvalidBytes pins the documented behaviour for bytes that no
// Python str can hold (CPython cannot produce them, so this is by design,
// not by comparison): each prints as a \x escape of the byte.
func TestStrReprInvalidBytes(t *testing.T) {
	for in, want := range map[string]string{
		"\xff":         `'\xff'`,
		"a\x80b":       `'a\x80b'`,
		"\xed\xa0":     `'\xed\xa0'`, // truncated surrogate
		"\xed\xa0\x80": `'\ud800'`,   // complete WTF-8 surrogate
	} {
		if got := StrRepr(in); got != want {
			t.Errorf("StrRepr(%q) = %s, want %s", in, got, want)
		}
	}
}

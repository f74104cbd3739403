package py

import (
	"errors"
	"runtime"
	"strings"
	"testing"

	"github.com/kraitpy/krait/internal/pyfmt"
	"github.com/kraitpy/krait/internal/pystr"
)

// TestEscapeTextMatchesOnePass: a text escaped piece by piece (EscapeText)
// is the text escaped in one pass, whatever falls on the pieces' edges
// (multi-byte characters, lone surrogates, escapes).
func TestEscapeTextMatchesOnePass(t *testing.T) {
	th := NewThread(nil, Limits{MaxOps: -1, MaxMemory: -1}, nil)
	units := []string{"a", "\x00", "'", "\"", "\\", "é", "\u20ac", "\U0001f600", "\xed\xa0\x80", "\u0378", "\n"}
	for i, u := range units {
		for _, shift := range []int{0, 1, 2, 3} {
			s := strings.Repeat("a", shift) + strings.Repeat(u+units[(i+1)%len(units)], 3*textPiece/len(u)+1)
			got, err := strReprCharged(th, s)
			if err != nil {
				t.Fatal(err)
			}
			if want := pyfmt.StrRepr(s); got != want {
				t.Fatalf("repr of %q x many (shift %d): pieces differ from one pass", u, shift)
			}
			b, err := bytesReprCharged(th, NewBytes(s))
			if err != nil {
				t.Fatal(err)
			}
			if want := pyfmt.BytesRepr(s); b != want {
				t.Fatalf("repr of bytes %q x many (shift %d): pieces differ from one pass", u, shift)
			}
			ba, err := bytesReprCharged(th, NewByteArray([]byte(s)))
			if err != nil {
				t.Fatal(err)
			}
			if want := "bytearray(" + byteArrayRepr(s) + ")"; ba != want {
				t.Fatalf("repr of bytearray %q x many (shift %d): pieces differ from one pass", u, shift)
			}
		}
	}
}

// TestTextChargedBeforeBuilt: a repr, an ascii() or a bytes repr that
// does not fit in the budget is refused before its text is allocated:
// the process allocates a small fraction of the text it would have been
// (the old code built the whole text, up to 3x with a doubling buffer,
// before its charge refused it).
func TestTextChargedBeforeBuilt(t *testing.T) {
	const n = 8 << 20
	big := strings.Repeat("\x00", n) // repr: 4 bytes a character, 32 MiB
	wide, bigArray := NewStr(strings.Repeat("é", n/2)), NewByteArray([]byte(big))
	type textCase struct {
		f func(*Thread) error
		// made is what the call must allocate before its refusal (the
		// repr that ascii() escapes).
		made uint64
	}
	cases := map[string]textCase{
		"repr(str)":       {func(th *Thread) error { _, err := Repr(th, NewStr(big)); return err }, 0},
		"ascii(str)":      {func(th *Thread) error { _, err := ASCII(th, wide); return err }, n},
		"repr(bytes)":     {func(th *Thread) error { _, err := Repr(th, NewBytes(big)); return err }, 0},
		"repr(bytearray)": {func(th *Thread) error { _, err := Repr(th, bigArray); return err }, 0},
	}
	for name, c := range cases {
		th := NewThread(nil, Limits{MaxOps: -1, MaxMemory: 2 * n}, nil)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		err := c.f(th)
		runtime.ReadMemStats(&after)
		var le *LimitError
		if !errors.As(err, &le) || le.Kind != LimitMemory {
			t.Errorf("%s: got %v, want a MemoryLimitError", name, err)
			continue
		}
		if got := after.TotalAlloc - before.TotalAlloc; got > c.made+n/4 {
			t.Errorf("%s: allocated %d bytes before it was refused (want < %d)", name, got, c.made+n/4)
		}
	}
}

// TestMapTextMatchesOnePass: a case mapping measured by pieces and
// written in one pass (MapText) is the mapping of the whole text, with
// capital sigmas at the pieces' edges (final or not by what follows).
func TestMapTextMatchesOnePass(t *testing.T) {
	th := NewThread(nil, Limits{MaxOps: -1, MaxMemory: -1}, nil)
	maps := []struct {
		name string
		f    func(string) string
		app  Escaper
	}{
		{"upper", pystr.Upper, pystr.AppendUpper},
		{"lower", pystr.Lower, pystr.AppendLower},
		{"casefold", pystr.CaseFold, pystr.AppendCaseFold},
		{"swapcase", pystr.SwapCase, pystr.AppendSwapCase},
	}
	for _, unit := range []string{"ΑΣ ", "Σa", "ΐß", "aΣ", "\xed\xa0\x80Σ", "İ"} {
		for _, shift := range []int{0, 1, 2} {
			s := strings.Repeat("x", shift) + strings.Repeat(unit, 3*textPiece/len(unit)+1)
			for _, m := range maps {
				got, err := th.MapText(s, m.app)
				if err != nil {
					t.Fatal(err)
				}
				want := m.f(s)
				if got != want {
					t.Errorf("%s of %q x many (shift %d): MapText differs from the one-pass mapping", m.name, unit, shift)
				}
				// The size charged is the size made.
				if n, err := th.measureText(s, true, m.app); err != nil || n != len(want) {
					t.Errorf("%s of %q x many (shift %d): measured %d bytes, made %d (%v)", m.name, unit, shift, n, len(want), err)
				}
			}
		}
	}
}

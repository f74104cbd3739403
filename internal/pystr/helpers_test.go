package pystr

import (
	"errors"
	"strings"
	"testing"
)

// Expectations below were printed by python3 (CPython 3.11.7).

func TestJoinAndRepeat(t *testing.T) {
	if s, err := Join("-", []string{"a", "é", ""}, -1); err != nil || s != "a-é-" {
		t.Errorf("Join: %q, %v", s, err)
	}
	if s, err := Join(", ", nil, 0); err != nil || s != "" {
		t.Errorf("Join of nothing: %q, %v", s, err)
	}
	if _, err := Join("--", []string{"abc", "def"}, 7); !errors.Is(err, ErrTooLarge) {
		t.Errorf("Join over the limit: %v", err)
	}
	for _, c := range []struct {
		s    string
		n    int
		want string
	}{{"ab", 3, "ababab"}, {"x", 0, ""}, {"x", -2, ""}, {"é", 2, "éé"}} {
		if s, err := Repeat(c.s, c.n, -1); err != nil || s != c.want {
			t.Errorf("Repeat(%q, %d) = %q, %v", c.s, c.n, s, err)
		}
	}
	if _, err := Repeat("ab", End/2+1, -1); !errors.Is(err, ErrTooLarge) {
		t.Errorf("Repeat overflow: %v", err)
	}
	if _, err := Repeat("ab", 1<<30, 1<<20); !errors.Is(err, ErrTooLarge) {
		t.Errorf("Repeat over the limit: %v", err)
	}
}

func TestTranslateHelpers(t *testing.T) {
	for _, key := range []string{"ab", ""} {
		_, err := MakeTransKey(key)
		if err == nil || err.Error() != "ValueError: string keys in translate table must be of length 1" {
			t.Errorf("MakeTransKey(%q): %v", key, err)
		}
	}
	if r, err := MakeTransKey("é"); err != nil || r != 'é' {
		t.Errorf("MakeTransKey(é) = %q, %v", r, err)
	}
	for _, v := range []int64{0x110000, -1} {
		if _, err := TranslateInt(v); err == nil || err.Error() != "ValueError: character mapping must be in range(0x110000)" {
			t.Errorf("TranslateInt(%d): %v", v, err)
		}
	}
	if s, err := TranslateInt(0x1f600); err != nil || s != "😀" {
		t.Errorf("TranslateInt: %q, %v", s, err)
	}
	if ErrTranslateType.Error() != "TypeError: character mapping must return integer, None or str" {
		t.Errorf("ErrTranslateType: %v", ErrTranslateType)
	}
}

// TestReplaceIntoMatchesStrings checks ReplaceInto's three paths (one
// byte for one byte, occurrences close together, far apart) against
// strings.Replace, with every count from none to all.
func TestReplaceIntoMatchesStrings(t *testing.T) {
	texts := []string{
		"", "a", "aaaa", "abcabcab", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab",
		"héllo wörld héllo wörld ", "xx" + strings.Repeat("-", 70) + "xx" + strings.Repeat("-", 40) + "x",
		strings.Repeat("ab ", 30), "ööööö", "abababababa",
	}
	pairs := [][2]string{{"a", "b"}, {"a", ""}, {"a", "xyz"}, {" ", "_"}, {"-", "+"}, {"x", "y"},
		{"ab", "c"}, {"aa", "a"}, {"ö", "o"}, {"ö", "öö"}, {"aba", "X"}, {"xx", ""}, {"b ", " b"}}
	for _, s := range texts {
		for _, p := range pairs {
			all := strings.Count(s, p[0])
			for m := 0; m <= all; m++ {
				want := strings.Replace(s, p[0], p[1], m)
				dst := make([]byte, len(s)+m*(len(p[1])-len(p[0])))
				ReplaceInto(dst, s, p[0], p[1], m)
				if string(dst) != want {
					t.Errorf("ReplaceInto(%q, %q, %q, %d) = %q, want %q", s, p[0], p[1], m, dst, want)
				}
			}
		}
	}
}

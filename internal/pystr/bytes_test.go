package pystr

import (
	"bufio"
	"encoding/json"
	"os"
	"reflect"
	"strconv"
	"testing"
)

// latin1 turns the generator's latin-1 text back into raw bytes.
func latin1(s string) string {
	b := make([]byte, 0, len(s))
	for _, r := range s {
		b = append(b, byte(r))
	}
	return string(b)
}

// toLatin1 is the inverse of latin1, to compare with the generator's text.
func toLatin1(s string) string {
	rs := make([]rune, len(s))
	for i := 0; i < len(s); i++ {
		rs[i] = rune(s[i])
	}
	return string(rs)
}

func latin1All(v any) any {
	switch x := v.(type) {
	case string:
		return toLatin1(x)
	case []string:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = toLatin1(e)
		}
		return out
	}
	return v
}

func callBytes(t *testing.T, c *strCase) (any, error) {
	s := latin1(c.S)
	b := func(i int) string { return latin1(argStr(c, i)) }
	switch c.Fn {
	case "find":
		return BytesFind(s, b(0), argInt(c, 1, 0), argInt(c, 2, End)), nil
	case "rfind":
		return BytesRFind(s, b(0), argInt(c, 1, 0), argInt(c, 2, End)), nil
	case "count":
		return BytesCount(s, b(0), argInt(c, 1, 0), argInt(c, 2, End)), nil
	case "startswith":
		return BytesStartsWith(s, b(0), argInt(c, 1, 0), argInt(c, 2, End)), nil
	case "endswith":
		return BytesEndsWith(s, b(0), argInt(c, 1, 0), argInt(c, 2, End)), nil
	case "replace":
		return BytesReplace(s, b(0), b(1), argInt(c, 2, -1), -1)
	case "splitn":
		return BytesSplitWhitespace(s, argInt(c, 0, -1)), nil
	case "rsplitn":
		return BytesRSplitWhitespace(s, argInt(c, 0, -1)), nil
	case "splitlines":
		return BytesSplitLines(s, c.Args[0].(bool)), nil
	case "strip", "lstrip", "rstrip":
		if c.Args[0] == nil {
			return map[string]func(string) string{"strip": BytesStrip, "lstrip": BytesLStrip, "rstrip": BytesRStrip}[c.Fn](s), nil
		}
		f := map[string]func(string, string) string{"strip": BytesStripChars, "lstrip": BytesLStripChars, "rstrip": BytesRStripChars}[c.Fn]
		return f(s, b(0)), nil
	case "center":
		return BytesCenter(s, argInt(c, 0, 0), b(1)[0], -1)
	case "ljust":
		return BytesLJust(s, argInt(c, 0, 0), b(1)[0], -1)
	case "rjust":
		return BytesRJust(s, argInt(c, 0, 0), b(1)[0], -1)
	case "zfill":
		return BytesZFill(s, argInt(c, 0, 0), -1)
	case "expandtabs":
		return BytesExpandTabs(s, argInt(c, 0, 8), -1)
	case "upper":
		return BytesUpper(s), nil
	case "lower":
		return BytesLower(s), nil
	case "swapcase":
		return BytesSwapCase(s), nil
	case "capitalize":
		return BytesCapitalize(s), nil
	case "title":
		return BytesTitle(s), nil
	case "isalpha":
		return BytesIsAlpha(s), nil
	case "isalnum":
		return BytesIsAlnum(s), nil
	case "isdigit":
		return BytesIsDigit(s), nil
	case "isspace":
		return BytesIsSpace(s), nil
	case "islower":
		return BytesIsLower(s), nil
	case "isupper":
		return BytesIsUpper(s), nil
	case "istitle":
		return BytesIsTitle(s), nil
	case "hex":
		return BytesHex(s), nil
	case "translate":
		if c.Args[0] == nil {
			return BytesTranslate(s, "", false, b(1))
		}
		return BytesTranslate(s, b(0), true, b(1))
	case "maketrans":
		return BytesMakeTrans(s, b(0))
	case "fromhex":
		return BytesFromHex(argStr(c, 0))
	}
	t.Fatalf("unknown fn %q", c.Fn)
	return nil, nil
}

func TestBytesMethodsAgainstCPython(t *testing.T) {
	f, err := os.Open("testdata/bytes_cases.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<22)
	counts := map[string]int{}
	failures := 0
	for sc.Scan() {
		var c strCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		counts[c.Fn]++
		got, err := callBytes(t, &c)
		what := c.Fn + "(" + strconv.Quote(c.S) + ", " + string(mustJSON(c.Args)) + ")"
		ok := true
		switch {
		case c.Err != "":
			if err == nil || err.Error() != c.Err {
				t.Errorf("%s: got %v, %v; want error %s", what, got, err, c.Err)
				ok = false
			}
		case err != nil:
			t.Errorf("%s: unexpected error %v", what, err)
			ok = false
		default:
			var norm any
			_ = json.Unmarshal(mustJSON(latin1All(got)), &norm)
			if !reflect.DeepEqual(norm, c.Out) {
				t.Errorf("%s: got %s, want %s", what, mustJSON(latin1All(got)), mustJSON(c.Out))
				ok = false
			}
		}
		if !ok {
			failures++
			if failures > 40 {
				t.Fatal("too many failures")
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	t.Logf("CPython cases per function: %v", counts)
}

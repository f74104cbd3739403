package pystr

import (
	"bufio"
	"encoding/json"
	"errors"
	"os"
	"strconv"
	"testing"
)

func TestCodecsAgainstCPython(t *testing.T) {
	f, err := os.Open("testdata/codec_cases.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	counts := map[string]int{}
	failures := 0
	for sc.Scan() {
		var c strCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		counts[c.Fn]++
		var got string
		switch c.Fn {
		case "encode":
			got, err = Encode(c.S, argStr(&c, 0), argStr(&c, 1), -1)
			got = toLatin1(got)
		case "decode":
			got, err = Decode(latin1(c.S), argStr(&c, 0), argStr(&c, 1), -1)
		}
		what := c.Fn + "(" + strconv.Quote(c.S) + ", " + string(mustJSON(c.Args)) + ")"
		ok := true
		switch {
		case c.Err != "":
			if err == nil || err.Error() != c.Err {
				t.Errorf("%s: got %q, %v; want error %s", what, got, err, c.Err)
				ok = false
			}
		case err != nil:
			t.Errorf("%s: unexpected error %v", what, err)
			ok = false
		case got != c.Out.(string):
			t.Errorf("%s: got %q, want %q", what, got, c.Out)
			ok = false
		}
		if !ok {
			failures++
			if failures > 40 {
				t.Fatal("too many failures")
			}
		}
	}
	t.Logf("CPython cases per function: %v", counts)
}

func TestCodecErrorAttributes(t *testing.T) {
	// 'aé€😀'.encode('ascii') fails on code points 1..3 (CPython: start 1,
	// end 4); b'a\xe2\x82'.decode() on bytes 1..2 (start 1, end 3).
	_, err := Encode("aé€😀", "ascii", "strict", -1)
	var ce *CodecError
	if !errors.As(err, &ce) || ce.Decode || ce.Start != 1 || ce.End != 4 || ce.Encoding != "ascii" || ce.Reason != "ordinal not in range(128)" {
		t.Errorf("encode error: %#v", ce)
	}
	_, err = Decode("a\xe2\x82", "utf-8", "strict", -1)
	if !errors.As(err, &ce) || !ce.Decode || ce.Start != 1 || ce.End != 3 || ce.Reason != "unexpected end of data" {
		t.Errorf("decode error: %#v", ce)
	}
	if _, err := Encode("€€€€", "ascii", "xmlcharrefreplace", 10); !errors.Is(err, ErrTooLarge) {
		t.Errorf("xmlcharrefreplace over the limit: %v", err)
	}
}

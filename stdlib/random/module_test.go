package random

import (
	"bytes"
	"testing"

	"github.com/kraitpy/krait/py"
)

// TestEntropyHook checks that the unseeded module generator draws its
// seed from the Thread's Entropy reader: the same bytes give the same
// numbers, different bytes different ones.
func TestEntropyHook(t *testing.T) {
	first := func(fill byte) float64 {
		th := py.NewThread(nil, py.Limits{}, nil)
		defer th.Close()
		th.Entropy = bytes.NewReader(bytes.Repeat([]byte{fill}, 624*4))
		m, err := Load(th)
		if err != nil {
			t.Fatal(err)
		}
		fn := m.(*py.Module).Dict.GetStr("random")
		v, err := py.Call(th, fn, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		return float64(v.(py.Float))
	}
	a, b, c := first(7), first(7), first(8)
	if a != b {
		t.Errorf("same entropy gave %v and %v", a, b)
	}
	if a == c {
		t.Errorf("different entropy gave the same first number %v", a)
	}
}

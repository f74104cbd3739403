package json

import (
	"strings"
	"testing"

	"github.com/kraitpy/krait/py"
)

// benchDoc is a JSON document of 2000 small records.
func benchDoc() string {
	var b strings.Builder
	b.WriteString("[")
	for i := 0; i < 2000; i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(`{"id": 12345, "name": "caf\u00e9 record", "tags": ["a", "b", "c"], "score": 9.75, "ok": true, "none": null}`)
	}
	b.WriteString("]")
	return b.String()
}

// benchModule loads the module on a thread with a large budget.
func benchModule(b *testing.B) (*py.Thread, *py.Module) {
	th := py.NewThread(nil, py.Limits{MaxOps: -1, MaxMemory: -1, MaxTime: -1}, nil)
	mod, err := Load(th)
	if err != nil {
		b.Fatal(err)
	}
	return th, mod.(*py.Module)
}

func BenchmarkLoads(b *testing.B) {
	th, m := benchModule(b)
	defer th.Close()
	doc := py.NewStr(benchDoc())
	loads := m.Dict.GetStr("loads")
	b.SetBytes(int64(len(doc.String())))
	for i := 0; i < b.N; i++ {
		if _, err := py.Call(th, loads, []py.Value{doc}, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDumps(b *testing.B) {
	th, m := benchModule(b)
	defer th.Close()
	v, err := py.Call(th, m.Dict.GetStr("loads"), []py.Value{py.NewStr(benchDoc())}, nil)
	if err != nil {
		b.Fatal(err)
	}
	dumps := m.Dict.GetStr("dumps")
	for i := 0; i < b.N; i++ {
		if _, err := py.Call(th, dumps, []py.Value{v}, nil); err != nil {
			b.Fatal(err)
		}
	}
}

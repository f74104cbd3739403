package pandas_test

import (
	"testing"

	"github.com/kraitpy/krait/py"
)

// TestWalksOfUserDataSnapshotIt: to_json and json_normalize call Python
// code while they walk a cell's list or dict (a key's __str__ and
// __hash__); code that changes the container meanwhile must not change
// what the walk reads, nor make Go read a live slice or dict table a
// Python call may rewrite: it walks the items as they were when it
// reached the container (a list's copy, dict.Items).
func TestWalksOfUserDataSnapshotIt(t *testing.T) {
	src := `import pandas as pd
lst = []
d = {}
class K:
    def __str__(self):
        if len(lst) > 2:
            lst[2] = "changed"
        if "b" in d:
            d["b"] = "changed"
        return "k"
    def __hash__(self):
        return 1
def fill():
    d.clear()
    d.update({K(): 1, "b": 2, "c": 3})
    lst[:] = [1, K(), 2, 3]
fill()
print(pd.Series([lst]).to_json())
fill()
print(pd.Series([d]).to_json())
fill()
print(pd.json_normalize({"x": d, "y": 1}).values.tolist())
fill()
print(pd.json_normalize([{"r": lst}], "r").shape)
`
	out, err := run(t, src, py.Limits{MaxOps: 1 << 30, MaxMemory: 1 << 28})
	if err != nil {
		t.Fatal(err)
	}
	want := "{\"0\":[1,\"k\",2,3]}\n{\"0\":{\"k\":1,\"b\":2,\"c\":3}}\n[[1, 1, 2, 3]]\n(4, 1)\n"
	if out != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
}

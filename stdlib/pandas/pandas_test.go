package pandas_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/stdlibtest"
	"github.com/kraitpy/krait/stdlib/pandas"
)

// run executes a program with pandas importable under the limits.
func run(t *testing.T, src string, lim py.Limits) (string, error) {
	t.Helper()
	return stdlibtest.Run(t, src, "pandas", pandas.Load, lim)
}

// TestMemoryChargedBeforeAllocating: frames too big for the memory
// budget are refused before anything is allocated.
func TestMemoryChargedBeforeAllocating(t *testing.T) {
	for _, src := range []string{
		"import pandas as pd\npd.Series(range(10**9))\n",
		"import pandas as pd\npd.DataFrame({'a': range(10**9)})\n",
		"import pandas as pd\ns = pd.Series(range(10**6))\nfor _ in range(100):\n    s = pd.concat([s, s])\n",
		"import pandas as pd\nd = pd.DataFrame({'k': [1] * 5000})\nd.merge(d, on='k')\n",
	} {
		_, err := run(t, src, py.Limits{MaxMemory: 64 << 20, MaxOps: 1 << 40})
		var le *py.LimitError
		if !errors.As(err, &le) || le.Kind != py.LimitMemory {
			t.Errorf("%q: got %v, want a MemoryLimitError", src, err)
		}
	}
}

// TestWorkCharged: operations charge the budget in proportion to the
// rows they touch.
func TestWorkCharged(t *testing.T) {
	src := "import pandas as pd\ns = pd.Series(range(200_000))\nfor _ in range(20):\n    s = (s + 1).cumsum()\n"
	_, err := run(t, src, py.Limits{MaxOps: 2_000_000, MaxMemory: 1 << 30})
	var le *py.LimitError
	if !errors.As(err, &le) || le.Kind != py.LimitOps {
		t.Errorf("8M element-operations under a 2M budget: got %v, want an OperationLimitError", err)
	}
	out, err := run(t, "import pandas as pd\nprint(pd.Series([1, 2, 3]).sum())\n", py.Limits{MaxOps: 1_000_000})
	if err != nil || strings.TrimSpace(out) != "6" {
		t.Errorf("small program: %q, %v", out, err)
	}
}

// TestNoHostAccess: readers of paths and writers to paths refuse with a
// PermissionError naming the policy.
func TestNoHostAccess(t *testing.T) {
	for _, src := range []string{
		"import pandas as pd\npd.read_csv('data.csv')\n",
		"import pandas as pd\npd.read_csv('https://example.invalid/x.csv')\n",
		"import pandas as pd\npd.DataFrame({'a': [1]}).to_csv('out.csv')\n",
		"import pandas as pd\npd.read_excel('x.xlsx')\n",
		"import pandas as pd\npd.read_sql('select 1', None)\n",
		"import pandas as pd\npd.read_parquet('x.parquet')\n",
	} {
		_, err := run(t, src, py.Limits{})
		var e *py.Exception
		if !errors.As(err, &e) || !e.Matches(py.PermissionErrorType) || !strings.Contains(e.Error(), "policy") {
			t.Errorf("%q: got %v, want a PermissionError naming the policy", src, err)
		}
	}
}

// TestPrinting checks a frame and a Series against pandas 1.5's output
// (pasted from /usr/bin/python3 with pandas 1.5.3).
func TestPrinting(t *testing.T) {
	src := `import pandas as pd
df = pd.DataFrame({'name': ['Alice', 'Bob'], 'age': [25, 32], 'score': [88.5, None]})
print(df)
print(df['score'])
print(df.groupby('name')['age'].sum())
`
	want := `    name  age  score
0  Alice   25   88.5
1    Bob   32    NaN
0    88.5
1     NaN
Name: score, dtype: float64
name
Alice    25
Bob      32
Name: age, dtype: int64
`
	out, err := run(t, src, py.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if out != want {
		t.Errorf("got:\n%s\nwant:\n%s", out, want)
	}
}

// TestTwoInterpreters: each interpreter's pandas has its own options.
func TestTwoInterpreters(t *testing.T) {
	out1, err := run(t, "import pandas as pd\npd.set_option('display.precision', 2)\nprint(pd.Series([1.23456]))\n", py.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	out2, err := run(t, "import pandas as pd\nprint(pd.Series([1.23456]))\n", py.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out1, "1.23\n") || !strings.Contains(out2, "1.23456\n") {
		t.Errorf("options leaked between interpreters: %q then %q", out1, out2)
	}
}

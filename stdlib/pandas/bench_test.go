package pandas_test

import (
	"testing"

	"github.com/kraitpy/krait/py"
)

// workloadSetup builds the 10^5-row CSV text of the agent workload
// benchmark (the same rows as bench/cmd/pandasbench's).
const workloadSetup = `
import pandas as pd
regions = ['North','South','East','West']
products = ['A','B','C','D','E','F','G','H']
x = 12345
rows = ["id,region,product,units,price,day"]
for i in range(100000):
    x = (x * 1103515245 + 12345) % 2147483648
    rows.append(f"{i},{regions[x % 4]},{products[(x >> 4) % 8]},{(x >> 8) % 50 + 1},{(x >> 10) % 10000 / 100:.2f},2024-01-{(x >> 16) % 28 + 1:02d}")
text = "\n".join(rows) + "\n"
class Text:
    def read(self):
        return text
`

// BenchmarkAgentWorkload runs read_csv of 10^5 rows, a filter, a
// two-key groupby-agg, a merge and a pivot_table (the setup's Python
// loop is part of each iteration; compare against a setup-only run).
func BenchmarkAgentWorkload(b *testing.B) {
	steps := map[string]string{
		"setup":   "",
		"read":    "df = pd.read_csv(Text())\n",
		"filter":  "df = pd.read_csv(Text())\nf = df[(df['units'] > 10) & (df['region'] != 'West')]\n",
		"groupby": "df = pd.read_csv(Text())\ng = df.groupby(['region', 'product']).agg({'units': 'sum', 'price': 'mean'})\n",
		"merge":   "df = pd.read_csv(Text())\nprices = pd.DataFrame({'product': list('ABCDEFGH'), 'cost': [1,2,3,4,5,6,7,8]})\nmg = df.merge(prices, on='product', how='left')\n",
		"pivot":   "df = pd.read_csv(Text())\npt = df.pivot_table(index='region', columns='product', values='units', aggfunc='sum')\n",
	}
	for _, name := range []string{"setup", "read", "filter", "groupby", "merge", "pivot"} {
		src := workloadSetup + steps[name]
		b.Run(name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := run(&testing.T{}, src, py.Limits{MaxOps: 1 << 40, MaxMemory: 4 << 30}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkSortValues sorts 10^5 rows on a str and a float key.
func BenchmarkSortValues(b *testing.B) {
	src := workloadSetup + "df = pd.read_csv(Text())\nfor _ in range(5):\n    r = df.sort_values(['region', 'price'], ascending=[True, False])\n"
	for i := 0; i < b.N; i++ {
		if _, err := run(&testing.T{}, src, py.Limits{MaxOps: 1 << 40, MaxMemory: 4 << 30}); err != nil {
			b.Fatal(err)
		}
	}
}

package numpy

import (
	"github.com/kraitpy/krait/py"
)

// addPolicyRefusals binds numpy's file and host functions as functions
// that refuse with a PermissionError naming krait's policy: a krait
// program has no files, so np.load, np.save, np.loadtxt, np.fromfile,
// np.memmap and friends cannot work; the refusal says why rather than
// pretending the file is missing.
func (m *Module) addPolicyRefusals(t *py.Thread, d *py.Dict) error {
	for _, name := range []string{"load", "save", "savez", "savez_compressed", "loadtxt", "savetxt",
		"genfromtxt", "fromfile", "memmap", "fromregex", "recfromtxt", "recfromcsv", "DataSource", "lookfor", "info", "show_config"} {
		m.funcs[name] = m.refuse("numpy." + name)
	}
	return m.makePoly1d(t, d)
}

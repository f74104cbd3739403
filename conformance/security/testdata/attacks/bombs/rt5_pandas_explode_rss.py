# attack: df.explode of 10**4 rows holding one list of 10**4 items: rows were charged one by one as they were appended, and the slices' doubling held 461 MiB RSS under a 256 MiB budget before the operation limit ended it
# imports: pandas
# expect: limit memory
import pandas as pd
df = pd.DataFrame({"a": [list(range(10**4))] * 10**4})
df.explode("a")

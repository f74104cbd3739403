# krait-run: --allow-import pandas,io
# read_csv with nrows=0 takes its columns from the first row it stops at.
import io
import pandas as pd
for text in (",,,,,", ",,,,,\n1", "a,b\n1,2\n3,4", "a,b\n1,2,3\n", "1,2\n3,4,5\n"):
    for kw in ({"header": None, "nrows": 0}, {"nrows": 0}, {"header": None, "nrows": 1}, {"nrows": 1}, {"header": None, "nrows": 0, "names": ["x", "y"]}):
        try:
            df = pd.read_csv(io.StringIO(text), **kw)
            print(repr(text), kw, df.shape, list(df.columns))
        except Exception as e:
            print(repr(text), kw, type(e).__name__, e)

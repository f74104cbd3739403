# pd.json_normalize: flattening order, sep, max_level, record_path with meta and prefixes, errors.
# krait-run: --allow-import pandas
import pandas as pd
data = [{"id": 1, "name": {"first": "Ann", "last": "Lee"}, "age": 30, "tags": ["a", "b"]},
        {"id": 2, "name": {"first": "Bo"}, "address": {"city": "X", "geo": {"lat": 1.5, "lng": 2}}, "age": None}]
print(pd.json_normalize(data))
print(pd.json_normalize(data).columns.tolist())
print(pd.json_normalize(data, sep="_").columns.tolist())
print(pd.json_normalize(data, max_level=0))
print(pd.json_normalize(data, max_level=1).columns.tolist())
print(pd.json_normalize({"a": 1, "b": {"c": 2, "d": {}}}))
print(pd.json_normalize([]), pd.json_normalize([{}]).shape)
api = {"results": [{"id": 1, "info": {"score": 9.5}}, {"id": 2, "info": {"score": 7.25}}], "page": 1, "meta": {"source": "web"}}
print(pd.json_normalize(api, record_path="results", meta=["page", ["meta", "source"]]))
print(pd.json_normalize(api, record_path=["results"], meta="page", record_prefix="r_", meta_prefix="m_"))
print(pd.json_normalize(api, "results", ["page"]).dtypes)
states = [{"state": "Florida", "shortname": "FL", "info": {"governor": "Rick Scott"},
           "counties": [{"name": "Dade", "population": 12345}, {"name": "Broward", "population": 40000}]},
          {"state": "Ohio", "shortname": "OH", "info": {"governor": "John Kasich"},
           "counties": [{"name": "Summit", "population": 1234}]}]
print(pd.json_normalize(states, "counties", ["state", "shortname", ["info", "governor"]]))
print(pd.json_normalize([{"a": {"b": [1, 2]}}, {"a": {"b": [3]}}], record_path=["a", "b"]))
print(pd.json_normalize([{"x": [1, 2]}], "x", ["y"], errors="ignore"))
for bad in [lambda: pd.json_normalize([{"x": [1]}], "x", ["y"]), lambda: pd.json_normalize([{"x": 1}], "x"),
            lambda: pd.json_normalize([{"z": 1}], "x"), lambda: pd.json_normalize([{"x": [{"id": 1}], "id": 2}], "x", ["id"])]:
    try:
        print("ok", bad())
    except Exception as e:
        print(type(e).__name__, e)
print(data[1], api["results"][0])  # the input is not changed

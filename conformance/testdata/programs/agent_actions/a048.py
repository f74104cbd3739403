# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
import re
urls = ["https://www.example.com/path/page?x=1&y=two#top", "http://api.test.org:8080/v1/users/42", "ftp://files.local/readme.txt", "not a url"]
pattern = re.compile(r"^(?P<scheme>https?|ftp)://(?P<host>[^/:]+)(?::(?P<port>\d+))?(?P<path>/[^?#]*)?(?:\?(?P<query>[^#]*))?")
for u in urls:
    m = pattern.match(u)
    if not m:
        print("no match:", u)
        continue
    d = {k: v for k, v in m.groupdict().items() if v}
    if "query" in d:
        d["query"] = dict(kv.split("=") for kv in d["query"].split("&"))
    print(d)

# traceback: full
import re

def extract_version(text):
    m = re.search(r"version (\d+)\.(\d+)", text)
    return m.group(1), m.group(2)

print(extract_version("running version 3.11 of python"))
docs = ["version 2.7 legacy", "no version info here"]
for d in docs:
    major, minor = extract_version(d)
    print(major, minor)

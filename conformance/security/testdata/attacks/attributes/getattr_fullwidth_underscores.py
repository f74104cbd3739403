# attack: getattr with fullwidth underscores (NFKC-normalizes to __class__)
# expect: policy dunder
# message: Forbidden access to dunder attribute: ＿＿class＿＿
getattr(1, '＿＿class＿＿')

module codeberg.org/go-pdf/fpdf

go 1.25.0

require github.com/klauspost/compress v1.20.3

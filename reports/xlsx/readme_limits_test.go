package xlsx

import (
	"testing"

	"github.com/vitae-cv/vitae/internal/readme"
	"github.com/xuri/excelize/v2"
)

// TestReadmeLimits holds the README's limits table to the workbook's
// limits.
func TestReadmeLimits(t *testing.T) {
	readme.Check(t, "workbook page header and footer", excelize.MaxFieldLength, maxHeaderUnits)
	readme.Check(t, "workbook sheet rows", int64(maxSheetRows))
}

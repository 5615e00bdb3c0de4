//! Swizzle masks as text: `xyzw`/`rgba`/`stpq` and matrix `_m00`/`_11`.

use crate::sema::hir::Components;
use smallvec::SmallVec;

/// The component a swizzle letter selects: `xyzw`, `rgba` and `stpq`.
pub(super) fn swizzle_index(letter: char) -> Option<u8> {
    match letter {
        'x' | 'r' | 's' => Some(0),
        'y' | 'g' | 't' => Some(1),
        'z' | 'b' | 'p' => Some(2),
        'w' | 'a' | 'q' => Some(3),
        _ => None,
    }
}

/// 1 to 4 letters from `xyzw`, `rgba` or `stpq`; cgc accepts the sets mixed
/// (corpus cases 052 `c.xgba`, 062 `c.xyzq`, 063 `c.stpq`).
pub fn parse_swizzle(text: &str) -> Option<Components> {
    if text.is_empty() || text.len() > 4 {
        return None;
    }
    text.chars().map(swizzle_index).collect()
}

/// `_m00_m11` (0-based) or `_11_22` (1-based), 1 to 4 elements, indices
/// inside a `rows`x`cols` matrix. On error, the first character cgc names
/// in C1048 (corpus cases 066–070).
pub fn parse_matrix_swizzle_in(
    text: &str,
    rows: u8,
    cols: u8,
) -> Result<SmallVec<[(u8, u8); 4]>, char> {
    let mut chars = text.chars().peekable();
    let mut zero_based = None;
    let mut elements = SmallVec::new();
    while let Some(c) = chars.next() {
        if c != '_' {
            return Err(c);
        }
        let has_m = chars.peek() == Some(&'m');
        if has_m {
            chars.next();
        }
        match zero_based {
            None => zero_based = Some(has_m),
            Some(expected) if expected != has_m => {
                return Err(chars.peek().copied().unwrap_or('_'))
            }
            Some(_) => {}
        }
        let base = if has_m { 0 } else { 1 };
        let mut index = |limit: u8| -> Result<u8, char> {
            let c = chars.next().ok_or('_')?;
            match c.to_digit(10) {
                Some(d) if d >= base && d < base + limit as u32 => Ok((d - base) as u8),
                _ => Err(c),
            }
        };
        let row = index(rows)?;
        let col = index(cols)?;
        elements.push((row, col));
    }
    if elements.is_empty() {
        return Err('_');
    }
    Ok(elements)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn swizzles_parse() {
        assert_eq!(parse_swizzle("xzy").unwrap().as_slice(), &[0, 2, 1]);
        assert_eq!(parse_swizzle("rgba").unwrap().as_slice(), &[0, 1, 2, 3]);
        assert_eq!(parse_swizzle("xgbq").unwrap().as_slice(), &[0, 1, 2, 3]);
        assert!(parse_swizzle("xk").is_none());
        assert!(parse_swizzle("xyzwx").is_none());
        assert_eq!(
            parse_matrix_swizzle_in("_m00_m11", 4, 4)
                .unwrap()
                .as_slice(),
            &[(0, 0), (1, 1)]
        );
        assert_eq!(
            parse_matrix_swizzle_in("_11_44", 4, 4).unwrap().as_slice(),
            &[(0, 0), (3, 3)]
        );
        // The characters cgc names in C1048 (corpus cases 066-070).
        assert_eq!(parse_matrix_swizzle_in("_m00_22", 4, 4), Err('2'));
        assert_eq!(parse_matrix_swizzle_in("_m00_m33", 3, 3), Err('3'));
        assert_eq!(parse_matrix_swizzle_in("_00", 4, 4), Err('0'));
        assert_eq!(parse_matrix_swizzle_in("xyzw", 4, 4), Err('x'));
    }
}

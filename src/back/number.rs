//! Numbers as cgc prints them, in programs, `#const` and `#default` lines.

/// Numbers as cgc prints them: C's `%.8g` of the f32 widened to double
/// (`0.5`, `2`, `2.9999999e-08`, `1e+20`, `1.2345679e+08`).
pub fn format_number(value: f32) -> String {
    const PRECISION: i32 = 8;
    let wide = f64::from(value);
    if value == 0.0 || !value.is_finite() {
        return if value == 0.0 {
            "0".into()
        } else {
            format!("{value}")
        };
    }
    let scientific = format!("{:.*e}", (PRECISION - 1) as usize, wide);
    let (mantissa, exponent) = scientific.split_once('e').unwrap_or((&scientific, "0"));
    let exponent: i32 = exponent.parse().unwrap_or(0);
    if !(-4..PRECISION).contains(&exponent) {
        let sign = if exponent < 0 { '-' } else { '+' };
        format!("{}e{sign}{:02}", strip_zeros(mantissa), exponent.abs())
    } else {
        let decimals = (PRECISION - 1 - exponent).max(0) as usize;
        strip_zeros(&format!("{wide:.decimals$}")).to_string()
    }
}

fn strip_zeros(number: &str) -> &str {
    if number.contains('.') {
        number.trim_end_matches('0').trim_end_matches('.')
    } else {
        number
    }
}

// glslf output by Cg compiler
// cgrs version 0.1.0
// command line args: -profile glslf
// source file: tests/glsl/cases/flow_kept_arrays.cg
//profile glslf
//program blur_taps
//semantic blur_taps.texelStep
//semantic blur_taps.taps
//semantic image
//var float2 texelStep :  : _texelStep1 : 1 : 1
//var int taps :  : _taps1 : 2 : 1
//var sampler2D image :  : _image : -1 : 1
//var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 blur_taps : $vout.COLOR : COL : -1 : 1

#version 110

uniform vec2 _texelStep1;
uniform int _taps1;
uniform sampler2D _image;

// main procedure, the original name was blur_taps
void main()
{
    vec4 i0 = gl_TexCoord[0];
    vec4 t0 = vec4(0.0);
    vec4 t1 = vec4(0.0);
    vec4 t2 = vec4(0.0);
    vec4 t3 = vec4(0.0);
    vec4 t4 = vec4(0.0);
    vec4 t5 = vec4(0.0);
    vec4 t7 = vec4(0.0);
    vec4 t8 = vec4(0.0);
    vec4 t18 = vec4(0.0);
    vec4 t19 = vec4(0.0);
    vec4 t20 = vec4(0.0);
    vec4 t21 = vec4(0.0);
    vec4 t22 = vec4(0.0);
    vec4 t23 = vec4(0.0);
    vec4 t24 = vec4(0.0);
    vec4 t25 = vec4(0.0);
    vec4 t27 = vec4(0.0);
    vec4 t29 = vec4(0.0);
    vec4 t31 = vec4(0.0);
    vec4 t32 = vec4(0.0);
    vec4 t42 = vec4(0.0);
    vec4 t44 = vec4(0.0);
    vec4 t46 = vec4(0.0);
    vec4 t48 = vec4(0.0);
    vec4 t50 = vec4(0.0);
    vec4 t52 = vec4(0.0);
    vec4 t56 = vec4(0.0);
    vec4 t59 = vec4(0.0);
    vec4 t62 = vec4(0.0);
    vec4 o0 = vec4(0.0);

    t5.x = 0.0;
    t0.x = float(0.0 < float(_taps1));
    if (t0.x != 0.0) {
        for (;;) {
            t7.xy = _texelStep1 * t5.xx + i0.xy;
            t8 = texture2D(_image, t7.xy);
            t59 = vec4(equal(t5.xxxx, vec4(0.0, 1.0, 2.0, 3.0)));
            t1 = vec4((-t59.x) < 0.0 ? t8.x : t1.x, (-t59.x) < 0.0 ? t8.y : t1.y, (-t59.x) < 0.0 ? t8.z : t1.z, (-t59.x) < 0.0 ? t8.w : t1.w);
            t2 = vec4((-t59.y) < 0.0 ? t8.x : t2.x, (-t59.y) < 0.0 ? t8.y : t2.y, (-t59.y) < 0.0 ? t8.z : t2.z, (-t59.y) < 0.0 ? t8.w : t2.w);
            t3 = vec4((-t59.z) < 0.0 ? t8.x : t3.x, (-t59.z) < 0.0 ? t8.y : t3.y, (-t59.z) < 0.0 ? t8.z : t3.z, (-t59.z) < 0.0 ? t8.w : t3.w);
            t4 = vec4((-t59.w) < 0.0 ? t8.x : t4.x, (-t59.w) < 0.0 ? t8.y : t4.y, (-t59.w) < 0.0 ? t8.z : t4.z, (-t59.w) < 0.0 ? t8.w : t4.w);
            t5.x = t5.x + 1.0;
            t18.x = float(t5.x < float(_taps1));
            if (t18.x == 0.0) {
                break;
            }
        }
    }
    t20.x = 0.125;
    t21.x = 0.375;
    t22.x = 0.375;
    t23.x = 0.125;
    t24 = vec4(0.0);
    t25.x = 0.0;
    t19.x = float(0.0 < float(_taps1));
    if (t19.x != 0.0) {
        for (;;) {
            t62 = vec4(equal(t25.xxxx, vec4(2.0, 1.0, 0.0, 3.0)));
            t27.x = (-t62.x) < 0.0 ? t22.x : t23.x;
            t29.x = (-t62.y) < 0.0 ? t21.x : t27.x;
            t31.x = (-t62.z) < 0.0 ? t20.x : t29.x;
            t32.x = t31.x * 2.0;
            t20.x = (-t62.z) < 0.0 ? t32.x : t20.x;
            t21.x = (-t62.y) < 0.0 ? t32.x : t21.x;
            t22.x = (-t62.x) < 0.0 ? t32.x : t22.x;
            t23.x = (-t62.w) < 0.0 ? t32.x : t23.x;
            t42.x = (-t62.x) < 0.0 ? t22.x : t23.x;
            t44.x = (-t62.y) < 0.0 ? t21.x : t42.x;
            t46.x = (-t62.z) < 0.0 ? t20.x : t44.x;
            t48 = vec4((-t62.x) < 0.0 ? t3.x : t4.x, (-t62.x) < 0.0 ? t3.y : t4.y, (-t62.x) < 0.0 ? t3.z : t4.z, (-t62.x) < 0.0 ? t3.w : t4.w);
            t50 = vec4((-t62.y) < 0.0 ? t2.x : t48.x, (-t62.y) < 0.0 ? t2.y : t48.y, (-t62.y) < 0.0 ? t2.z : t48.z, (-t62.y) < 0.0 ? t2.w : t48.w);
            t52 = vec4((-t62.z) < 0.0 ? t1.x : t50.x, (-t62.z) < 0.0 ? t1.y : t50.y, (-t62.z) < 0.0 ? t1.z : t50.z, (-t62.z) < 0.0 ? t1.w : t50.w);
            t24 = t46.xxxx * t52 + t24;
            t25.x = t25.x + 1.0;
            t56.x = float(t25.x < float(_taps1));
            if (t56.x == 0.0) {
                break;
            }
        }
    }
    o0 = t24;
    gl_FragColor = o0;
}

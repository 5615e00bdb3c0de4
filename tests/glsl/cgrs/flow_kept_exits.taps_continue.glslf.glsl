// glslf output by Cg compiler
// cgrs version 0.1.0
// command line args: -profile glslf
// source file: tests/glsl/cases/flow_kept_exits.cg
//profile glslf
//program taps_continue
//semantic taps_continue.image
//semantic taps_continue.taps
//semantic taps_continue.skipBelow
//var sampler2D image :  : _image1 : 1 : 1
//var int taps :  : _taps1 : 2 : 1
//var float skipBelow :  : _skipBelow1 : 3 : 1
//var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 taps_continue : $vout.COLOR : COL : -1 : 1

#version 110

uniform sampler2D _image1;
uniform int _taps1;
uniform float _skipBelow1;

// main procedure, the original name was taps_continue
void main()
{
    vec4 i0 = gl_TexCoord[0];
    vec4 t0 = vec4(0.0);
    vec4 t1 = vec4(0.0);
    vec4 t2 = vec4(0.0);
    vec4 t3 = vec4(0.0);
    vec4 t5 = vec4(0.0);
    vec4 t6 = vec4(0.0);
    vec4 t7 = vec4(0.0);
    vec4 t9 = vec4(0.0);
    vec4 t13 = vec4(0.0);
    vec4 o0 = vec4(0.0);

    t1 = vec4(0.0);
    t2.x = 0.0;
    t0.x = float(0.0 < float(_taps1));
    if (t0.x != 0.0) {
        for (;;) {
            t3.x = t2.x;
            t3.y = 0.0;
            t5.xy = t3.xy * vec2(0.0625) + i0.xy;
            t6 = texture2D(_image1, t5.xy);
            t7.x = float(t6.w < _skipBelow1);
            t9 = t1 + t6;
            t1 = vec4((-t7.x) < 0.0 ? t1.x : t9.x, (-t7.x) < 0.0 ? t1.y : t9.y, (-t7.x) < 0.0 ? t1.z : t9.z, (-t7.x) < 0.0 ? t1.w : t9.w);
            t2.x = t2.x + 1.0;
            t13.x = float(t2.x < float(_taps1));
            if (t13.x == 0.0) {
                break;
            }
        }
    }
    o0 = t1;
    gl_FragColor = o0;
}

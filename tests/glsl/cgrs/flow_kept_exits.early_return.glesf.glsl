// glesf output by Cg compiler
// cgrs version 0.1.0
// command line args: -profile glesf
// source file: tests/glsl/cases/flow_kept_exits.cg
//profile glesf
//program early_return
//semantic early_return.count
//semantic early_return.limit
//var int count :  : _count1 : 1 : 1
//var float limit :  : _limit1 : 2 : 1
//var float4 color : $vin.COLOR0 : COLOR0 : 0 : 1
//var float4 early_return : $vout.COLOR : COL : -1 : 1

#ifdef GL_FRAGMENT_PRECISION_HIGH
precision highp float;
#else
precision mediump float;
#endif

uniform int _count1;
uniform float _limit1;
varying vec4 COL0;

// main procedure, the original name was early_return
void main()
{
    vec4 i0 = COL0;
    vec4 t0 = vec4(0.0);
    vec4 t1 = vec4(0.0);
    vec4 t2 = vec4(0.0);
    vec4 t4 = vec4(0.0);
    vec4 t5 = vec4(0.0);
    vec4 t8 = vec4(0.0);
    vec4 o0 = vec4(0.0);

    t1 = i0;
    t2.x = 0.0;
    t0.x = float(0.0 < float(_count1));
    if (t0.x != 0.0) {
        for (;;) {
            t4 = t1 * vec4(1.5) + vec4(0.125);
            t5.x = float(_limit1 < t4.x);
            if (t5.x != 0.0) {
                o0.xyz = t4.xyz;
                o0.w = 0.0;
                gl_FragColor = o0;
                return;
            }
            t2.x = t2.x + 1.0;
            t1 = t4;
            t8.x = float(t2.x < float(_count1));
            if (t8.x == 0.0) {
                break;
            }
        }
    }
    o0 = t1;
    gl_FragColor = o0;
}

// glslf output by Cg compiler
// cgrs version 0.1.0
// command line args: -profile glslf
// source file: tests/glsl/cases/flow_kept_shapes.cg
//profile glslf
//program varying_while
//var float4 c : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 varying_while : $vout.COLOR : COL : -1 : 1

#version 110


// main procedure, the original name was varying_while
void main()
{
    vec4 i0 = gl_TexCoord[0];
    vec4 t0 = vec4(0.0);
    vec4 t1 = vec4(0.0);
    vec4 t2 = vec4(0.0);
    vec4 t6 = vec4(0.0);
    vec4 t7 = vec4(0.0);
    vec4 t8 = vec4(0.0);
    vec4 o0 = vec4(0.0);

    t1 = i0;
    t2.x = 0.0;
    t0.x = float(i0.x < 1.0);
    if (t0.x != 0.0) {
        for (;;) {
            t1 = t1 * vec4(1.5) + vec4(0.25);
            t2.x = t2.x + 1.0;
            t6.x = float(t1.x < 1.0);
            t7.x = float(t2.x < 5.0);
            t8.x = min(t6.x, t7.x);
            if (t8.x == 0.0) {
                break;
            }
        }
    }
    o0 = t1;
    gl_FragColor = o0;
}

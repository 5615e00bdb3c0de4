// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/flow_kept_exits.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program sum_long_constant
//semantic sum_long_constant.scale
//var float4 scale :  : _scale1 : 1 : 1
//var float4 color : $vin.COLOR0 : COL0 : 0 : 1
//var float4 sum_long_constant : $vout.COLOR : COL : -1 : 1

#version 110

vec4 _TMP1;
float _TMP5;
float _TMP4;
float _TMP3;
float _TMP2;
uniform vec4 _scale1;
vec4 _x0008;

 // main procedure, the original name was sum_long_constant
void main()
{

    vec4 _sum;
    int _i1;

    _sum = vec4( 0.00000000E+00, 0.00000000E+00, 0.00000000E+00, 0.00000000E+00);
    _i1 = 0;
    for (; _i1 < 200; _i1 = _i1 + 1) { // for begin
        _x0008 = gl_Color*float(_i1);
        _TMP2 = sin(_x0008.x);
        _TMP3 = sin(_x0008.y);
        _TMP4 = sin(_x0008.z);
        _TMP5 = sin(_x0008.w);
        _TMP1 = vec4(_TMP2, _TMP3, _TMP4, _TMP5);
        _sum = _sum + _TMP1*_scale1;
    } // end for
    gl_FragColor = _sum;
    return;
} // main end

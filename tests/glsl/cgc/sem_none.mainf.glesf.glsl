// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/sem_none.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program mainf
//var float4 IN.one : $vin._IN1._one : _IN1._one : 0 : 1
//var float2 IN.two : $vin._IN1._two : _IN1._two : 0 : 1
//var float4 IN.three : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 1
//var float4 extra : $vin._extra1 : _extra1 : 1 : 1
//var float4 mainf : $vout.COLOR : COL : -1 : 1

precision mediump float;

struct V {
    vec4 _one;
    vec2 _two;
    vec4 _three;
};

vec4 _ret_0;
V _IN1;
varying vec4 _extra1;
varying vec4 TEX2;

 // main procedure, the original name was mainf
void main()
{


    _ret_0 = _IN1._one + _IN1._two.xyxy + TEX2 + _extra1;
    gl_FragColor = _ret_0;
    return;
} // main end

// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=100
// source file: tests/glsl/cases/sem_vin_index0.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//semantic main.mvp
//var float4x4 mvp :  : _mvp1[0], 4 : 2 : 1
//var float4 position : $vin.POSITION0 : _position : 0 : 1
//var float4 normal : $vin.NORMAL0 : _normal : 1 : 1
//var float4 oColor : $vout.COLOR0 : COL0 : 3 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

vec4 _oColor1;
uniform vec4 _mvp1[4];
vec4 _r0002;
attribute vec4 POSITION0;
attribute vec4 NORMAL0;

 // main procedure, the original name was main
void main()
{


    _oColor1 = NORMAL0;
    _r0002.x = dot(_mvp1[0], POSITION0);
    _r0002.y = dot(_mvp1[1], POSITION0);
    _r0002.z = dot(_mvp1[2], POSITION0);
    _r0002.w = dot(_mvp1[3], POSITION0);
    gl_Position = _r0002;
    gl_FrontColor = NORMAL0;
    return;
} // main end
